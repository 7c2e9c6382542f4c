import { legalLoader } from "../components/content/legal-page.server.ts";
import { LegalPage } from "../components/content/legal-page.tsx";
import { metaTags } from "../lib/seo.ts";
import type { Route } from "./+types/terms";

export const loader = () => legalLoader("terms", "/terms", "Terms & Conditions");

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} fallbackTitle="Terms & Conditions" />;
}
