import type { Route } from "./+types/menu-viewer";

export const handle = { header: "solid" };

export function meta(_: Route.MetaArgs) {
  return [{ title: "Menu" }];
}

export default function MenuViewerPage() {
  return (
    <section className="container section">
      <h1>Menu</h1>
    </section>
  );
}
