import type { StaffAuditEntry } from "@thalassa/contract/staff";
import { data } from "react-router";
import { AuditFilters, auditFilterState } from "../../components/staff/audit/audit-filters.tsx";
import { auditDetail, auditSentence } from "../../components/staff/audit/audit-sentence.ts";
import { siteDateTime } from "../../components/staff/form/site-time.ts";
import { StaffRouteError } from "../../components/staff/frame/staff-error.tsx";
import { staffMeta } from "../../components/staff/frame/staff-meta.ts";
import { rolesFor } from "../../components/staff/frame/staff-sections.ts";
import type { Route } from "./+types/audit";
import { staffApi } from "./staff-api.server.ts";
import { requireRole, requireStaff, throwUnlessOk } from "./staff-session.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  requireRole(user, rolesFor("audit"), "read the audit log");
  const search = new URL(request.url).searchParams;
  const filters = auditFilterState(search);
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ""));
  const answer = await staffApi<{ data?: StaffAuditEntry[]; message?: string } | StaffAuditEntry[]>(
    request,
    `staff/audit${query.size ? `?${query}` : ""}`,
  );
  const headers = { "cache-control": "private, no-store" };
  // A filter the API cannot read (a day that does not exist, the days the wrong way round) is said
  // above the form, which keeps what was typed.
  if (answer.status === 400 && !Array.isArray(answer.body))
    return data({ entries: [], filters, refusal: answer.body.message ?? "" }, { headers });
  throwUnlessOk(request, answer);
  const entries = Array.isArray(answer.body) ? answer.body : (answer.body.data ?? []);
  return data({ entries, filters, refusal: "" }, { headers });
}

export function meta() {
  return staffMeta("Audit log");
}

function when(value: string): string {
  return Number.isNaN(new Date(value).getTime()) ? value : siteDateTime(value);
}

/** Who changed what, newest first. */
export default function Audit({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <header className="staff-page-header">
        <p className="staff-eyebrow">Team</p>
        <h1>Audit log</h1>
        <p className="staff-lead">
          Every change made in the staff area: who, with which role, what and when.
        </p>
      </header>
      <AuditFilters state={loaderData.filters} />
      {loaderData.refusal ? (
        <p className="staff-alert staff-alert--error" role="alert">
          {loaderData.refusal}
        </p>
      ) : null}
      {loaderData.entries.length === 0 ? (
        <p className="staff-empty">
          {Object.values(loaderData.filters).some(Boolean)
            ? "Nothing matches these filters."
            : "No changes yet."}
        </p>
      ) : (
        // Focusable, so a keyboard can scroll the table sideways on a narrow screen.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (axe scrollable-region-focusable)
        <section className="staff-table-wrap" aria-label="Audit log entries" tabIndex={0}>
          <table className="staff-table">
            <caption className="visually-hidden">Changes, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When (Cyprus time)</th>
                <th scope="col">What happened</th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{when(entry.at)}</td>
                  <td>{auditSentence(entry)}</td>
                  <td>{auditDetail(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}

export const ErrorBoundary = StaffRouteError;
