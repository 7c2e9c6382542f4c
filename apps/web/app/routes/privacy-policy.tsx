import type { Route } from "./+types/privacy-policy";

export const handle = { header: "solid" };

export function meta(_: Route.MetaArgs) {
  return [{ title: "Privacy Policy" }];
}

export default function PrivacyPolicyPage() {
  return (
    <section className="container section">
      <h1>Privacy Policy</h1>
    </section>
  );
}
