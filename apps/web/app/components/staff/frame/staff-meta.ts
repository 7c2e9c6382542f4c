/** Every staff page: its own title, never indexed. */
export function staffMeta(title: string) {
  return [{ title: `${title} · Thalassa staff` }, { name: "robots", content: "noindex, nofollow" }];
}
