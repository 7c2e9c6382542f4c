import type { StaffAuditEntry } from "@thalassa/contract/staff";
import { data } from "react-router";
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
  const answer = await staffApi<{ data?: StaffAuditEntry[] } | StaffAuditEntry[]>(request, "staff/audit");
  throwUnlessOk(request, answer);
  const entries = Array.isArray(answer.body) ? answer.body : (answer.body.data ?? []);
  return data({ entries }, { headers: { "cache-control": "private, no-store" } });
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
      {loaderData.entries.length === 0 ? (
        <p className="staff-empty">{t("audit.empty")}</p>
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
