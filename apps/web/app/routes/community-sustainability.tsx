import type { Route } from "./+types/community-sustainability";

export const handle = { header: "solid" };

export function meta(_: Route.MetaArgs) {
  return [{ title: "Community & Sustainability" }];
}

export default function CommunitySustainabilityPage() {
  return (
    <section className="container section">
      <h1>Community & Sustainability</h1>
    </section>
  );
}
