import type { Route } from "./+types/news-article";

export const handle = { header: "solid" };

export function meta(_: Route.MetaArgs) {
  return [{ title: "News" }];
}

export default function NewsArticlePage() {
  return (
    <section className="container section">
      <h1>News</h1>
    </section>
  );
}
