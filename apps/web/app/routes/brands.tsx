import type { Route } from "./+types/brands";

export const handle = { header: "solid" };

export function meta(_: Route.MetaArgs) {
  return [{ title: "Our Brands" }];
}

export default function BrandsPage() {
  return (
    <section className="container section">
      <h1>Our Brands</h1>
    </section>
  );
}
