import { siteWallTime } from "@thalassa/contract/site-time";
import type { SubjectData } from "./subject-requests.ts";

/*
 * The export's report.html: what data.json holds, as the person it is about can read it (GDPR
 * art. 15 asks for the data "in a concise, intelligible and easily accessible form"). Each record
 * is a list of labelled values in words, times on the site's clock (Cyprus), money in euros, a
 * brand or job by its name; keys that mean something only inside the database (ids of other
 * tables, idempotency keys, store keys, payment-page addresses) are left to data.json, the
 * machine-readable copy for art. 20.
 */

/** Names the report uses instead of the ids the records keep. */
export interface SubjectReportNames {
  brands: ReadonlyMap<number, string>;
  jobs: ReadonlyMap<number, string>;
}

type Value = string | number | null | undefined;
type Row = readonly [label: string, value: Value];

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const when = (at: Date | string | null | undefined) =>
  at ? `${siteWallTime(at instanceof Date ? at : new Date(at))} (Cyprus time)` : null;

const euros = (minor: number | null | undefined, currency = "EUR") =>
  minor === null || minor === undefined
    ? null
    : new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(minor / 100);

const LANGUAGES: Record<string, string> = { en: "English", el: "Greek", ru: "Russian" };
const ENQUIRY_KINDS: Record<string, string> = { celebrate: "Private event", catering: "Catering" };
const ORDER_STATUSES: Record<string, string> = {
  pending: "Started, not sent to the bank",
  registered: "Sent to the bank's payment page, not paid",
  paid: "Paid",
  declined: "Declined by the bank",
  cancelled: "Cancelled",
  failed: "Failed",
};

function record(title: string, rows: readonly Row[]): string {
  const items = rows
    .filter(([, value]) => value !== null && value !== undefined && value !== "")
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(String(value))}</dd>`)
    .join("");
  return `<section><h3>${escapeHtml(title)}</h3><dl>${items}</dl></section>`;
}

function part(heading: string, records: string[]): string {
  const body = records.length ? records.join("") : "<p>None.</p>";
  return `<h2>${escapeHtml(heading)} (${records.length})</h2>${body}`;
}

export function subjectReportHtml(
  email: string,
  data: SubjectData,
  exportedAt: Date,
  names: SubjectReportNames,
): string {
  const brand = (id: number) => names.brands.get(id) ?? `Brand no. ${id}`;
  const fileName = (id: number | null) =>
    id === null ? null : (data.applicationFiles.find((f) => f.id === id)?.originalName ?? null);
  const parts = [
    part(
      "Enquiries (private events and catering)",
      data.enquiries.map((e) =>
        record(`${ENQUIRY_KINDS[e.type] ?? e.type} enquiry, sent ${when(e.createdAt)}`, [
          ["Name", e.name],
          ["E-mail", e.email],
          ["Phone", e.phone],
          ["Venue", brand(e.websiteId)],
          ["Occasion", e.occasion],
          ["Date asked for", e.requiredDate],
          ["Number of guests", e.numOfGuests],
          ["Location", e.location],
          ["Notes", e.additionalNotes],
          ["Language of the page", LANGUAGES[e.language]],
          ["Campaign it came from", e.utmSource],
        ]),
      ),
    ),
    part(
      "Job applications",
      data.jobApplications.map((a) =>
        record(`Application, sent ${when(a.createdAt)}`, [
          ["Position", names.jobs.get(a.jobPostingId) ?? `Job posting no. ${a.jobPostingId}`],
          ["Name", a.name],
          ["E-mail", a.email],
          ["Phone", a.phone],
          ["CV (in the files folder)", fileName(a.cvUploadId)],
          ["Work permit (in the files folder)", fileName(a.workPermitUploadId)],
          ["Language of the page", LANGUAGES[a.language]],
          ["Campaign it came from", a.utmSource],
        ]),
      ),
    ),
    part(
      "Newsletter",
      data.newsletter.map((n) =>
        record("Newsletter subscription", [
          ["E-mail", n.email],
          ["Agreed to the terms", when(n.consentAt)],
          ["Confirmed the address", when(n.confirmedAt)],
          ["Unsubscribed", when(n.unsubscribedAt)],
          ["Language", LANGUAGES[n.language]],
          ["Campaign it came from", n.utmSource],
        ]),
      ),
    ),
    part(
      "Gift card orders",
      data.giftCardOrders.map((o) =>
        record(`Order ${o.orderNumber}, made ${when(o.createdAt)}`, [
          ["Name", o.name],
          ["E-mail", o.email],
          ["Phone", o.phone],
          ["Venue", brand(o.websiteId)],
          ["Value of each card", euros(o.amountMinor, o.currency)],
          ["Number of cards", o.quantity],
          ["Total", euros(o.totalMinor, o.currency)],
          ["Status", ORDER_STATUSES[o.status] ?? o.status],
          ["Paid", when(o.paidAt)],
          ["Valid until", o.expiryDate],
          ["Card codes", o.giftCards.map((c) => c.code).join(", ")],
          ["Language of the page", LANGUAGES[o.language]],
        ]),
      ),
    ),
    part(
      "E-mails to or about this address",
      data.mails.map((m) =>
        record(m.subject, [
          ["To", m.to],
          ["Written", when(m.createdAt)],
          ["Sent", when(m.sentAt)],
          ["Text", m.text],
        ]),
      ),
    ),
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Personal data held for ${escapeHtml(email)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
h2{margin-top:2rem;border-bottom:1px solid #ccc}section{margin:1rem 0}dl{display:grid;grid-template-columns:14rem 1fr;gap:.25rem 1rem}
dt{font-weight:600}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}</style></head>
<body><h1>Personal data held for ${escapeHtml(email)}</h1>
<p>Everything the Thalassa Group website's database and file store hold for this e-mail address, exported ${escapeHtml(when(exportedAt) ?? "")}. Files you sent are in the <code>files</code> folder beside this page; <code>data.json</code> holds the same records in a machine-readable form.</p>
${parts.join("\n")}
</body></html>
`;
}
