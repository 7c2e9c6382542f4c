// What the fuzz drill aims at, found on the running stack: the API's OpenAPI routes and the
// submission routes among them, the site's pages and crawled forms, and the websites' ids. Printed
// as the report's "Targets" section; kinds of target that do not exist yet are NOT COVERED.
import { discoverApiRoutes, discoverForms, discoverSitePages, submissionTargets } from "../lib/discover.mjs";

export async function discoverTargets(report, stack, kit) {
  const apiRoutes = await discoverApiRoutes(stack.apiUrl, stack.apiKey);
  const { pages, modalPages } = await discoverSitePages(stack.apiUrl, stack.apiKey);
  const forms = await discoverForms(stack.siteUrl, [...pages, ...modalPages]);
  const samples = kit.submissionSamples();
  const submissions = submissionTargets(apiRoutes, samples);
  const websites = await (
    await fetch(`${stack.apiUrl}/websites`, { headers: { "api-key": stack.apiKey } })
  ).json();
  const ids = websites.data.map((w) => String(w.id));

  report.section("Targets");
  report.figure(
    "API operations (OpenAPI)",
    `${apiRoutes.length}: ${apiRoutes.map((r) => `${r.method} ${r.template}`).join(", ")}`,
  );
  report.figure(
    "API submission routes",
    submissions.length
      ? submissions.map((s) => `${s.route.template} → ${s.sample?.schema ?? "no schema matched"}`).join(", ")
      : "none",
  );
  report.figure("site pages", pages.length + modalPages.length);
  report.figure(
    "form actions (crawled)",
    forms.map((f) => `${f.action} (${f.fields.map((x) => x.name).join(",")})`).join("; ") || "none",
  );
  report.check("the OpenAPI document lists API routes", apiRoutes.length > 0, `${apiRoutes.length}`);
  if (!submissions.length)
    report.uncovered(
      "API submission routes (POST with a body)",
      "the OpenAPI document has none yet (issues 5 and 6); bad bodies went to the GET routes instead",
    );
  const submissionForms = forms.filter((f) => f.action !== "/consent");
  if (!submissionForms.length)
    report.uncovered(
      "web form actions for submissions",
      `only ${forms.map((f) => f.action).join(", ") || "no"} form found on ${pages.length + modalPages.length} pages; the modal forms are not built yet (issue 5)`,
    );

  return {
    apiRoutes,
    ids,
    targets: {
      apiRoutes,
      submissions,
      pages: [...pages, ...modalPages],
      forms,
      apiKey: stack.apiKey,
      siteOrigin: stack.siteUrl,
      ids,
    },
  };
}
