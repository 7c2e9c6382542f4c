import { type SubjectCounts, subjectKinds } from "@thalassa/contract/privacy";
import { useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { ActionAlert } from "../../components/staff/controls/action-alert.tsx";
import { StaffRouteError } from "../../components/staff/frame/staff-error.tsx";
import { staffMetaIn } from "../../components/staff/frame/staff-meta.ts";
import { rolesFor } from "../../components/staff/frame/staff-sections.ts";
import { staffServerText } from "../../components/staff/text/compiled-staff-catalogue.server.ts";
import { recordKey, type staffRecordsEn } from "../../components/staff/text/staff-records-en.ts";
import { useStaffText } from "../../components/staff/text/use-staff-text.tsx";
import type { Route } from "./+types/subject-requests";
import { refusalMessage, staffApi } from "./staff-api.server.ts";
import { requireRole, requireStaff, throwUnlessOk } from "./staff-session.server.ts";

const NO_STORE = { "cache-control": "private, no-store" };

async function owner(request: Request) {
  const user = await requireStaff(request);
  requireRole(user, rolesFor("subject-requests"), "answer subject requests");
  return user;
}

export async function loader({ request }: Route.LoaderArgs) {
  await owner(request);
  return data({}, { headers: NO_STORE });
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMetaIn(matches, (t) => t("subjectRequests.title"));
}

interface Outcome {
  ok: boolean;
  message: string;
  email?: string;
  counts?: SubjectCounts;
  erased?: SubjectCounts;
  keptForAccounting?: number;
}

/** Find (what is held) or erase, for one address; the export is its own route (a file). */
export async function action({ request }: Route.ActionArgs) {
  const user = await owner(request);
  // What was found or erased, said in the owner's interface language (the API's refusals stay English).
  const t = staffServerText(user.interface_language);
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const intent = String(form.get("intent") ?? "");
  if (intent === "search") {
    const answer = await staffApi<{ data: { counts: SubjectCounts } } & { message?: string }>(
      request,
      "staff/subject-requests/search",
      { body: { email } },
    );
    if (answer.status === 401) throwUnlessOk(request, answer);
    if (!answer.ok)
      return data<Outcome>(
        { ok: false, message: refusalMessage(answer.body), email },
        { status: answer.status },
      );
    const total = Object.values(answer.body.data.counts).reduce((sum, n) => sum + n, 0);
    return data<Outcome>(
      {
        ok: true,
        message: total
          ? t("subjectRequests.found", { total, email })
          : t("subjectRequests.nothingHeld", { email }),
        email,
        counts: answer.body.data.counts,
      },
      { headers: NO_STORE },
    );
  }
  if (intent === "erase") {
    const answer = await staffApi<{
      data: { erased: SubjectCounts; keptForAccounting: number };
      message?: string;
    }>(request, "staff/subject-requests/erase", {
      body: { email, ...(form.get("confirm") === "yes" ? { confirm: true } : {}) },
    });
    if (answer.status === 401) throwUnlessOk(request, answer);
    if (!answer.ok)
      return data<Outcome>(
        { ok: false, message: refusalMessage(answer.body), email },
        { status: answer.status },
      );
    const { erased, keptForAccounting } = answer.body.data;
    const message = t("subjectRequests.erased");
    return data<Outcome>({ ok: true, message, email, erased, keptForAccounting }, { headers: NO_STORE });
  }
  return data<Outcome>({ ok: false, message: "That action is not one this page offers." }, { status: 400 });
}

/**
 * The box that confirms an erasure. Pressed without it, the page says why beside the box (the
 * walkthrough's A6: the browser's own bubble alone was easy to miss) instead of the browser's
 * bubble; without script the browser's check stays, and the API refuses an unconfirmed erasure.
 */
function ConfirmErasure() {
  const { t } = useStaffText();
  const [missing, setMissing] = useState(false);
  return (
    <div className="staff-field">
      <label className="staff-check" htmlFor="erase-confirm">
        <input
          id="erase-confirm"
          type="checkbox"
          name="confirm"
          value="yes"
          required
          aria-invalid={missing || undefined}
          aria-describedby={missing ? "erase-confirm-error" : undefined}
          onInvalid={(event) => {
            event.preventDefault();
            setMissing(true);
            event.currentTarget.focus();
          }}
          onChange={(event) => setMissing(!event.currentTarget.checked && missing)}
        />{" "}
        {t("subjectRequests.understand")}
      </label>
      {missing ? (
        <p className="staff-field__error" id="erase-confirm-error" role="alert">
          {t("subjectRequests.tickToErase")}
        </p>
      ) : null}
    </div>
  );
}

function CountsTable({ caption, counts }: { caption: string; counts: SubjectCounts }) {
  const { t } = useStaffText();
  return (
    // Focusable, so a keyboard can scroll the table sideways on a narrow screen.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (axe scrollable-region-focusable)
    <section className="staff-table-wrap" aria-label={caption} tabIndex={0}>
      <table className="staff-table staff-table--counts">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("subjectRequests.kind")}</th>
            <th scope="col">{t("subjectRequests.records")}</th>
          </tr>
        </thead>
        <tbody>
          {subjectKinds.map((kind) => (
            <tr key={kind}>
              <th scope="row">
                {t(`subjectKinds.${recordKey(kind) as keyof typeof staffRecordsEn.subjectKinds}`)}
              </th>
              <td>{counts[kind]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * Subject requests (GDPR art. 15, 17 and 20): what the website holds for an e-mail address, its
 * export as one ZIP, and its erasure. Each request is recorded in the audit log.
 */
export default function SubjectRequests({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const email = actionData?.email ?? "";
  const { t } = useStaffText();
  return (
    <>
      <header className="staff-page-header">
        <p className="staff-eyebrow">{t("caps.team")}</p>
        <h1>{t("subjectRequests.title")}</h1>
        <p className="staff-lead">{t("subjectRequests.lead")}</p>
      </header>
      <ActionAlert outcome={actionData} />
      <section className="staff-card staff-section" aria-labelledby="find-title">
        <h2 id="find-title">{t("subjectRequests.find")}</h2>
        <Form method="post" className="staff-form staff-form--inline">
          <div className="staff-field">
            <label htmlFor="subject-email">{t("subjectRequests.email")}</label>
            <input
              id="subject-email"
              name="email"
              type="email"
              required
              autoComplete="off"
              defaultValue={email}
              key={email}
            />
          </div>
          <button
            className="staff-button staff-button--primary"
            type="submit"
            name="intent"
            value="search"
            disabled={busy}
          >
            {t("subjectRequests.findRecords")}
          </button>
        </Form>
      </section>
      {actionData?.counts ? (
        <section className="staff-card staff-section" aria-labelledby="found-title">
          <h2 id="found-title">{t("subjectRequests.heldFor", { email })}</h2>
          <CountsTable caption={t("subjectRequests.recordsHeldFor", { email })} counts={actionData.counts} />
          <div className="staff-actions">
            <form method="post" action="/staff/subject-requests/export">
              <input type="hidden" name="email" value={email} />
              <button className="staff-button" type="submit">
                {t("subjectRequests.downloadZip")}
              </button>
            </form>
          </div>
          <Form method="post" className="staff-form">
            <input type="hidden" name="email" value={email} />
            <p>{t("subjectRequests.eraseNote")}</p>
            <ConfirmErasure />
            <button
              className="staff-button staff-button--danger"
              type="submit"
              name="intent"
              value="erase"
              disabled={busy}
            >
              {t("subjectRequests.eraseFor", { email })}
            </button>
          </Form>
        </section>
      ) : null}
      {actionData?.erased ? (
        <section className="staff-card staff-section" aria-labelledby="erased-title">
          <h2 id="erased-title">{t("subjectRequests.erasedFor", { email })}</h2>
          <CountsTable
            caption={t("subjectRequests.recordsErasedFor", { email })}
            counts={actionData.erased}
          />
          {actionData.keptForAccounting ? (
            <p>{t("subjectRequests.keptForAccounting", { count: actionData.keptForAccounting })}</p>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

export const ErrorBoundary = StaffRouteError;
