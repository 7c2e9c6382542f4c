import type { Route } from "./+types/private-events";

export const handle = { header: "solid" };

export function meta(_: Route.MetaArgs) {
  return [{ title: "Private Events" }];
}

export default function PrivateEventsPage() {
  return (
    <section className="container section">
      <h1>Private Events</h1>
    </section>
  );
}
