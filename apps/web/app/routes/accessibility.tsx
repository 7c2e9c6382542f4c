import type { Route } from "./+types/accessibility";

export const handle = { header: "solid" };

export function meta(_: Route.MetaArgs) {
  return [{ title: "Accessibility Statement" }];
}

export default function AccessibilityPage() {
  return (
    <section className="container section">
      <h1>Accessibility Statement</h1>
    </section>
  );
}
