import { legalLoader } from "../components/content/legal-page.server.ts";
import { LegalPage } from "../components/content/legal-page.tsx";
import { getRetentionPeriods } from "../lib/api.server.ts";
import { withRetentionPeriods } from "../lib/retention-policy.server.ts";
import { metaTags } from "../lib/seo.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/privacy-policy";

/** The policy's text, with the retention periods the API deletes by (ADR 0034). */
export async function loader() {
  const periods = await getRetentionPeriods();
  return legalLoader("privacy-policy", "/privacy-policy", "privacyPolicy", (html) =>
    withRetentionPeriods(html, periods),
  );
}

/** Text only: nothing on the page hydrates but the layout's islands (ADR 0071). */
export const handle = { islands: true };

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} />;
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
