import { CONSENT_COOKIE_DAYS } from "@thalassa/contract/constants";
import {
  RETENTION_PERIODS_MARKER,
  type RetentionPeriods,
  retentionPolicyItems,
} from "@thalassa/contract/privacy";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The privacy policy's text with the retention periods the API deletes by (ADR 0034): the list
 * goes where the text holds the marker paragraph, or after the text when staff rewrote it without
 * one, so the page never leaves the periods out. The result is sanitised with the rest.
 */
export function withRetentionPeriods(html: string, periods: RetentionPeriods): string {
  const list = `<ul>${retentionPolicyItems(periods, CONSENT_COOKIE_DAYS)
    .map((item) => `<li>${escapeHtml(item)}</li>`)
    .join("")}</ul>`;
  const marker = `<p>${RETENTION_PERIODS_MARKER}</p>`;
  return html.includes(marker)
    ? html.replace(marker, () => list)
    : `${html}<h2>How long we keep your data</h2>${list}`;
}
