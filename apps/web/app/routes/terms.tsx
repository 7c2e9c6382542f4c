import { legalLoader } from "../components/content/legal-page.server.ts";
import { LegalPage } from "../components/content/legal-page.tsx";
import { metaTags } from "../lib/seo.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/terms";

export const loader = () => legalLoader("terms", "/terms", "terms");

/** Text only: nothing on the page hydrates but the layout's islands (ADR 0071). */
export const handle = { islands: true };

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} />;
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
