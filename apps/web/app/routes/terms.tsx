import type { Route } from "./+types/terms";

export const handle = { header: "solid" };

export function meta(_: Route.MetaArgs) {
  return [{ title: "Terms & Conditions" }];
}

export default function TermsPage() {
  return (
    <section className="container section">
      <h1>Terms & Conditions</h1>
    </section>
  );
}
