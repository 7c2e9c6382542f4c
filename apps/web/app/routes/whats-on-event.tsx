import type { Route } from "./+types/whats-on-event";

export const handle = { header: "solid" };

export function meta(_: Route.MetaArgs) {
  return [{ title: "Upcoming Events" }];
}

export default function WhatsOnEventPage() {
  return (
    <section className="container section">
      <h1>Upcoming Events</h1>
    </section>
  );
}
