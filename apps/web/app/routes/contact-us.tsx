import type { Route } from "./+types/contact-us";

export const handle = { header: "solid" };

export function meta(_: Route.MetaArgs) {
  return [{ title: "Contact Us" }];
}

export default function ContactUsPage() {
  return (
    <section className="container section">
      <h1>Contact Us</h1>
    </section>
  );
}
