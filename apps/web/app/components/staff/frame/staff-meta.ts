import { type StaffTranslate, translatorOf } from "../text/use-staff-text.tsx";

const ROBOTS = { name: "robots", content: "noindex, nofollow" };

/** Every staff page: its own title, never indexed. */
export function staffMeta(title: string) {
  return [{ title: `${title} · Thalassa staff` }, ROBOTS];
}

/**
 * A translated staff page's title in the account's interface language, so a screen reader does not
 * announce an English title on a Greek page (ADR 0065): the catalogue comes from the staff layout's
 * data among the page's matches; English without it.
 */
export function staffMetaIn(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  title: (t: StaffTranslate) => string,
) {
  const layout = matches.find((match) => match?.id === "routes/staff/staff-layout");
  const t = translatorOf(layout?.loaderData as Parameters<typeof translatorOf>[0]);
  return [{ title: t("frame.pageTitle", { title: title(t) }) }, ROBOTS];
}
