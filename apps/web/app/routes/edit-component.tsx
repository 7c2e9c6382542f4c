import type { Route } from "./+types/edit-component";

export const handle = { header: "solid" };

export function meta(_: Route.MetaArgs) {
  return [{ title: "Preview" }];
}

export default function EditComponentPage() {
  return (
    <section className="container section">
      <h1>Preview</h1>
    </section>
  );
}
