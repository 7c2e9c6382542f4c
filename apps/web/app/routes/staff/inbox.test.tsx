import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { staffCatalogues } from "../../components/staff/text/staff-catalogues.ts";
import { StaffTextProvider } from "../../components/staff/text/use-staff-text.tsx";
import type { Route } from "./+types/inbox";
import Inbox from "./inbox.tsx";

/** The inbox page's markup for a loader answer (and an action's), rendered as the server does. */
async function page(
  loaderData: Partial<Route.ComponentProps["loaderData"]>,
  actionData?: object,
  language: "en" | "el" = "en",
) {
  const props = {
    loaderData: {
      kind: "gift-card-orders",
      items: [],
      meta: { total: 3, page: 1, per_page: 20, paid: { count: 2, total_minor: 125_000 } },
      refusal: null,
      brands: [{ value: "4", label: "Kyma Beach" }],
      search: "?from=2026-11-01&to=2026-11-30&page=2",
      exported: true,
      mayDownload: false,
      state: {
        q: "",
        status: "",
        brand: "4",
        sort: "newest",
        page: 2,
        from: "2026-11-01",
        to: "2026-11-30",
      },
      ...loaderData,
    },
    actionData,
    params: { kind: "gift-card-orders" },
    matches: [],
  } as unknown as Route.ComponentProps;
  // Inside the staff layout's catalogue: English, as an account that has not chosen Greek sees it.
  const element = (
    <StaffTextProvider language={language} messages={staffCatalogues[language]}>
      <Inbox {...props} />
    </StaffTextProvider>
  );
  const routes = [{ path: "/staff/inbox/:kind", element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("https://site.test/staff/inbox/gift-card-orders"));
  if (context instanceof Response) throw new Error("the page redirected");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

describe("the inbox page", () => {
  it("offers From and To, the total of the filtered orders and a CSV link with the same filters", async () => {
    const html = await page({});
    expect(html).toContain('<label for="list-from">From</label>');
    expect(html).toMatch(/<input id="list-from" type="date"[^>]* name="from" value="2026-11-01"\/>/);
    expect(html).toContain('<label for="list-to">To</label>');
    expect(html).toContain("3 orders match, 2 of them paid: €1,250.00.");
    expect(html).toContain(
      'href="/staff/inbox/gift-card-orders/export.csv?sort=newest&amp;brand=4&amp;from=2026-11-01&amp;to=2026-11-30"',
    );
    expect(html).toContain(">Download CSV</a>");
    expect(html).toContain("at most 10,000 rows");
    expect(html).not.toContain("Undo");
  });

  it("says the same in Greek for an account that chose it, with Greek number formats", async () => {
    const html = await page({}, undefined, "el");
    expect(html).toContain('<label for="list-from">Από</label>');
    // el-CY puts a no-break space before the euro sign.
    expect(html).toMatch(/Βρέθηκαν 3 παραγγελίες, από τις οποίες 2 πληρωμένες: 1\.250,00\s€\./);
    expect(html).toContain(">Λήψη CSV</a>");
    expect(html).toContain("έως 10.000 γραμμές");
  });

  it("counts enquiries, and offers Undo after Mark as handled, outside the status message", async () => {
    const html = await page(
      { kind: "catering", meta: { total: 1, page: 1, per_page: 20 } },
      { ok: true, message: "Marked as handled.", undo: "7" },
    );
    expect(html).toContain("1 enquiry match.");
    expect(html).toContain('<p class="staff-alert staff-alert--ok" role="status">Marked as handled.</p>');
    expect(html).toMatch(
      /<input type="hidden" name="id" value="7"\/><button [^>]*value="unhandle" name="intent">Undo</,
    );
  });

  it("keeps the form and says why when the API cannot read the filters", async () => {
    const html = await page({
      meta: null,
      refusal: "The list query is not valid: to: The first day comes before the last.",
    });
    expect(html).toContain(
      'role="alert">The list query is not valid: to: The first day comes before the last.',
    );
    expect(html).toContain('name="from"');
    expect(html).not.toContain("orders match");
  });

  it("lists the replies sent on an item and keeps a refused reply's words in its own card", async () => {
    const enquiry = (id: number, email: string) => ({
      id,
      name: `Guest ${id}`,
      email,
      created_at: "2026-12-01T08:00:00.000Z",
      handled: null,
      replies: [
        { at: "2026-12-01T10:15:00.000Z", by: "sales@staff.example", subject: "Your catering enquiry" },
      ],
    });
    const html = await page(
      {
        kind: "catering",
        // The loader's item type is the API's open record; these are two of its answers.
        items: [enquiry(3, "three@guest.test"), enquiry(4, "four@guest.test")] as never,
        meta: null,
      },
      {
        reply: {
          ok: false,
          message: "Write the reply.",
          id: "4",
          draft: { subject: "About 1 May", text: "" },
        },
      },
    );
    expect(html).toContain("Replied by sales@staff.example on 1 Dec 2026, 12:15: “Your catering enquiry”");
    expect(html).toContain("To four@guest.test. The reply is kept on this item");
    // The refused card is open with what was typed and its message; the other keeps the usual subject.
    expect(html).toMatch(/<details open="">.*?value="4".*?value="About 1 May"/s);
    expect(html).toMatch(/id="reply-3-subject"[^>]*value="Your catering enquiry"/);
    expect(html.match(/role="alert">Write the reply\.</g)).toHaveLength(1);
    expect(html).not.toContain('class="staff-alert staff-alert--ok"');
  });
});
