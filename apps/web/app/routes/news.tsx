import type { Route } from "./+types/news";

export const handle = { header: "solid" };

export function meta(_: Route.MetaArgs) {
  return [{ title: "News" }];
}

export default function NewsPage() {
  return (
    <section className="container section">
      <h1>News</h1>
    </section>
  );
}
