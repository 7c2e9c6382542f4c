/** Where a message's foreign part goes: a character no catalogue text holds. */
export const FOREIGN_PART = "\u0000";

/**
 * A message of the staff catalogue with one part in another language (a menu's English name, a
 * CSV's column names): the part is marked with its own `lang`, so a screen reader reads it as
 * written. `text` is the message formatted with `FOREIGN_PART` where the part goes.
 */
export function ForeignPart({ text, part, lang }: { text: string; part: string; lang: string }) {
  const [before = "", after = ""] = text.split(FOREIGN_PART);
  return (
    <>
      {before}
      <span lang={lang}>{part}</span>
      {after}
    </>
  );
}
