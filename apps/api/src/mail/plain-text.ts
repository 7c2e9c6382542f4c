// What a visitor typed, made safe to place in a plain-text mail to the group's own teams. Mail is
// built from lines; a visitor's line break must never start a line of its own (a forged "Bcc:" or
// "Reply to …" line), and control characters must never reach a header or a mail client.

/** Control characters (C0, DEL, C1), line and paragraph separators, and bidirectional overrides. */
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}\u202a-\u202e\u2066-\u2069]/gu;

/** One line: every control character (CR and LF included) becomes a space, runs of spaces one. */
export function oneLine(value: string | number, max = 200): string {
  return String(value).replace(CONTROL, " ").replace(/ {2,}/g, " ").trim().slice(0, max);
}

/**
 * A visitor's multi-line text (notes) as a quoted block: line breaks kept, each line prefixed with
 * "> " so no line of it can pass for one of the mail's own, other control characters as spaces.
 */
export function quotedBlock(value: string, maxLines = 200): string {
  return value
    .replace(/\r\n?|[\p{Zl}\p{Zp}\u0085]/gu, "\n")
    .split("\n")
    .slice(0, maxLines)
    .map((line) => `> ${line.replace(CONTROL, " ").trimEnd()}`)
    .join("\n");
}

/** "Label: value" lines of single-line fields, kept whole (the forms cap them); empty fields are left out. */
export function fieldLines(fields: [string, string | number | null | undefined][]): string {
  return fields
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => `${k}: ${oneLine(v as string | number, 5000)}`)
    .join("\n");
}
