import type { StaffAuditEntry } from "@thalassa/contract/staff";
import { data } from "react-router";
import { AuditFilters, auditFilterState } from "../../components/staff/audit/audit-filters.tsx";
import { auditDetail, auditSentence } from "../../components/staff/audit/audit-sentence.ts";
import { siteDateTime } from "../../components/staff/form/site-time.ts";
import { StaffRouteError } from "../../components/staff/frame/staff-error.tsx";
import { staffMetaIn } from "../../components/staff/frame/staff-meta.ts";
import { rolesFor } from "../../components/staff/frame/staff-sections.ts";
import { useStaffText } from "../../components/staff/text/use-staff-text.tsx";
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

export function meta({ matches }: Route.MetaArgs) {
  return staffMetaIn(matches, (t) => t("audit.title"));
}

function when(value: string, locale: string): string {
  return Number.isNaN(new Date(value).getTime()) ? value : siteDateTime(value, locale);
}

/** Who changed what, newest first. */
export default function Audit({ loaderData }: Route.ComponentProps) {
  const text = useStaffText();
  const { t, formatLocale } = text;
  return (
    <>
      <header className="staff-page-header">
        <p className="staff-eyebrow">{t("caps.team")}</p>
        <h1>{t("audit.title")}</h1>
        <p className="staff-lead">{t("audit.lead")}</p>
      </header>
      <AuditFilters state={loaderData.filters} />
      {loaderData.refusal ? (
        <p className="staff-alert staff-alert--error" role="alert">
          {loaderData.refusal}
        </p>
      ) : null}
      {loaderData.entries.length === 0 ? (
        <p className="staff-empty">
          {Object.values(loaderData.filters).some(Boolean) ? t("audit.noMatch") : t("audit.empty")}
        </p>
      ) : (
        // Focusable, so a keyboard can scroll the table sideways on a narrow screen.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (axe scrollable-region-focusable)
        <section className="staff-table-wrap" aria-label={t("audit.entries")} tabIndex={0}>
          <table className="staff-table">
            <caption className="visually-hidden">{t("audit.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("audit.when")}</th>
                <th scope="col">{t("audit.what")}</th>
                <th scope="col">{t("audit.detail")}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{when(entry.at, formatLocale)}</td>
                  <td>{auditSentence(entry, text)}</td>
                  <td>{auditDetail(entry, text)}</td>
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
