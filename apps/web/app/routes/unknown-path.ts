import { redirect } from "react-router";
import { localeOfPath, pathInLocale } from "../i18n/locales.ts";

/**
 * SPEC §2: any unknown path redirects to the home page (of its language: /el/… to /el), and
 * search engines are told not to index it.
 */
function toHome({ request }: { request: Request }) {
  const home = pathInLocale("/", localeOfPath(new URL(request.url).pathname));
  return redirect(home, { headers: { "X-Robots-Tag": "noindex" } });
}

export const loader = toHome;
export const action = toHome;
