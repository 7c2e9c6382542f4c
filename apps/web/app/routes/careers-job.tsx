import type { Route } from "./+types/careers-job";

export const handle = { header: "solid" };

export function meta(_: Route.MetaArgs) {
  return [{ title: "Careers" }];
}

export default function CareersJobPage() {
  return (
    <section className="container section">
      <h1>Careers</h1>
    </section>
  );
}
