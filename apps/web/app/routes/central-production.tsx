import type { Route } from "./+types/central-production";

export const handle = { header: "solid" };

export function meta(_: Route.MetaArgs) {
  return [{ title: "Central Production" }];
}

export default function CentralProductionPage() {
  return (
    <section className="container section">
      <h1>Central Production</h1>
    </section>
  );
}
