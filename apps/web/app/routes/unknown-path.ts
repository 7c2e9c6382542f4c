import { redirect } from "react-router";

/** SPEC §2: any unknown path redirects to /, and search engines are told not to index it. */
export function loader() {
  return redirect("/", { headers: { "X-Robots-Tag": "noindex" } });
}

export function action() {
  return redirect("/", { headers: { "X-Robots-Tag": "noindex" } });
}
