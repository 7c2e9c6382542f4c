import type { Route } from "./+types/home";

export const handle = { header: "solid" };

export function meta(_: Route.MetaArgs) {
  return [{ title: "Home" }];
}

export default function HomePage() {
  return (
    <section className="container section">
      <h1>Home</h1>
    </section>
  );
}
