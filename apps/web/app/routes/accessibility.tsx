import { legalLoader } from "../components/content/legal-page.server.ts";
import { LegalPage } from "../components/content/legal-page.tsx";
import { metaTags } from "../lib/seo.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/accessibility";

/**
 * The accessibility statement is content like the other legal pages: its text is the page's
 * Content block in the content API, so staff can update it after each review without a release.
 */
export const loader = () => legalLoader("accessibility", "/accessibility", "accessibility");

/** Text only: nothing on the page hydrates but the layout's islands (ADR 0071). */
export const handle = { islands: true };

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function AccessibilityPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} />;
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
