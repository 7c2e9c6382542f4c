import type { Route } from "./+types/gift-card";

export const handle = { header: "solid" };

export function meta(_: Route.MetaArgs) {
  return [{ title: "Gift Cards" }];
}

export default function GiftCardPage() {
  return (
    <section className="container section">
      <h1>Gift Cards</h1>
    </section>
  );
}
