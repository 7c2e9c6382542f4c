import type { Route } from "./+types/about";

export const handle = { header: "solid" };

export function meta(_: Route.MetaArgs) {
  return [{ title: "Our Story" }];
}

export default function AboutPage() {
  return (
    <section className="container section">
      <h1>Our Story</h1>
    </section>
  );
}
