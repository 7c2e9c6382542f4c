import type { MiddlewareFunction } from "react-router";
import { type Locale, localeOfPath } from "../i18n/locales.ts";
import { getSettings, getWebsites } from "./api.server.ts";
import { isNotFound } from "./api-error.ts";
import { requestDetails } from "./request-details.ts";

/**
 * What a new production site still needs before its pages can show (ADR 0051): Site settings (the
 * group's name, contacts, footer) and at least one brand. Until then every page is a holding page.
 * A read that fails otherwise (the API away) is not "missing": the pages' own error handling and
 * the stale cache answer that.
 */
export async function missingLaunchContent(): Promise<string[]> {
  const [settings, brands] = await Promise.all([
    getSettings().then(
      () => true,
      (error: unknown) => {
        if (isNotFound(error)) return false;
        throw error;
      },
    ),
    getWebsites(),
  ]);
  const missing: string[] = [];
  if (!settings) missing.push("Site settings");
  if (brands.length === 0) missing.push("a brand");
  return missing;
}

const TEXTS: Record<Locale, { title: string; lead: string; staff: string }> = {
  en: {
    title: "Our new website opens soon",
    lead: "We are putting the finishing touches to it. Please come back in a little while.",
    staff: "Staff sign-in",
  },
  el: {
    title: "Η νέα μας ιστοσελίδα ανοίγει σύντομα",
    lead: "Ολοκληρώνουμε τις τελευταίες λεπτομέρειες. Ελάτε ξανά σε λίγο.",
    staff: "Είσοδος προσωπικού",
  },
  ru: {
    title: "Наш новый сайт скоро откроется",
    lead: "Мы завершаем последние приготовления. Загляните к нам чуть позже.",
    staff: "Вход для сотрудников",
  },
};

/**
 * The holding page: a 200 that search engines do not index, the same for every visitor (so the
 * page cache keeps it, and forgets it on the first publish), in the language of its address, with
 * no script and nothing to load.
 */
export function holdingPage(locale: Locale): Response {
  const text = TEXTS[locale];
  const html = `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text.title}</title>
<style>
html,body{margin:0;height:100%}
body{display:flex;align-items:center;justify-content:center;background:#14232c;color:#f6f1e7;
font-family:Georgia,"Times New Roman",serif;text-align:center;padding:1.5rem;box-sizing:border-box}
main{max-width:34rem}
h1{font-size:clamp(1.75rem,5vw,2.75rem);font-weight:400;line-height:1.2;margin:0 0 1rem}
p{font-family:system-ui,sans-serif;font-size:1.0625rem;line-height:1.6;margin:0 0 2rem;color:#e4ddd0}
a{font-family:system-ui,sans-serif;font-size:.9375rem;color:#f6f1e7;text-underline-offset:.2em}
a:focus-visible{outline:3px solid #f6f1e7;outline-offset:4px}
</style>
</head>
<body>
<main>
<h1>${text.title}</h1>
<p>${text.lead}</p>
<a href="/staff">${text.staff}</a>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8", "x-robots-tag": "noindex" },
  });
}

/**
 * Waits behind the launch content: a page's whole document gets the holding page (`page`), anything
 * else (a client navigation's data, a feed, a calendar) a 503 that says why.
 */
function launchGate({ page }: { page: boolean }): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const missing = await missingLaunchContent();
    if (missing.length === 0) return next();
    if (page && requestDetails(context).document && request.method === "GET") {
      return holdingPage(localeOfPath(new URL(request.url).pathname));
    }
    return new Response(`The site opens once its ${missing.join(" and ")} are published.`, {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "60" },
    });
  };
}

/** The site's pages (the site layout's middleware). */
export const holdingPageMiddleware = launchGate({ page: true });
/** Files made from the content (feeds, calendars): nothing to make them from yet. */
export const launchContentMiddleware = launchGate({ page: false });
