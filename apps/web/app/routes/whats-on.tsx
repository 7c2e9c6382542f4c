import type { Route } from "./+types/whats-on";

export const handle = { header: "solid" };

export function meta(_: Route.MetaArgs) {
  return [{ title: "What's On" }];
}

export default function WhatsOnPage() {
  return (
    <section className="container section">
      <h1>What's On</h1>
    </section>
  );
}
