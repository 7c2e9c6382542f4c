/*
 * CSV files for people who open them in a spreadsheet (ADR 0060): comma-separated, CRLF lines,
 * UTF-8 with a byte-order mark so that Excel reads Greek and Russian names correctly, and no cell
 * that a spreadsheet would run as a formula.
 */

/** The byte-order mark that tells Excel the file is UTF-8. */
export const UTF8_BOM = "\uFEFF";

/**
 * One cell: a text that starts with =, +, -, @, a tab or a carriage return gets a leading single
 * quote (a spreadsheet would otherwise run it as a formula, "CSV injection"), and a text with a
 * comma, a quote or a line break is quoted with its quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Lines of cells as CSV text, each line ended by CRLF as RFC 4180 has it. */
export function csvLines(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}

/** A whole spreadsheet file: the byte-order mark, the header line of human column names, the rows. */
export function csvDocument(
  headers: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return `${UTF8_BOM}${csvLines([headers, ...rows])}`;
}

/** An amount in cents as a spreadsheet reads money: 5000 → "50.00", -5 → "-0.05". */
export function moneyCell(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const cents = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}
