import { legalLoader } from "../components/content/legal-page.server.ts";
import { LegalPage } from "../components/content/legal-page.tsx";
import { metaTags } from "../lib/seo.ts";
import type { Route } from "./+types/privacy-policy";

export const loader = () => legalLoader("privacy-policy", "/privacy-policy", "Privacy Policy");

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} fallbackTitle="Privacy Policy" />;
}
