import { type SubjectCounts, subjectKindLabels, subjectKinds } from "@thalassa/contract/privacy";
import { data, Form, useNavigation } from "react-router";
import { ActionAlert } from "../../components/staff/controls/action-alert.tsx";
import { StaffRouteError } from "../../components/staff/frame/staff-error.tsx";
import { staffMeta } from "../../components/staff/frame/staff-meta.ts";
import { rolesFor } from "../../components/staff/frame/staff-sections.ts";
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

export function meta() {
  return staffMeta("Subject requests");
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
  await owner(request);
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
        message: total ? `Found ${total} records for ${email}.` : `Nothing is held for ${email}.`,
        email,
        counts: answer.body.data.counts,
      },
      { headers: NO_STORE },
    );
  }
  if (intent === "erase") {
    const answer = await staffApi<{
      data: { erased: SubjectCounts; keptForAccounting: number; message: string };
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
    const { erased, keptForAccounting, message } = answer.body.data;
    return data<Outcome>({ ok: true, message, email, erased, keptForAccounting }, { headers: NO_STORE });
  }
  return data<Outcome>({ ok: false, message: "That action is not one this page offers." }, { status: 400 });
}

function CountsTable({ caption, counts }: { caption: string; counts: SubjectCounts }) {
  return (
    // Focusable, so a keyboard can scroll the table sideways on a narrow screen.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (axe scrollable-region-focusable)
    <section className="staff-table-wrap" aria-label={caption} tabIndex={0}>
      <table className="staff-table staff-table--counts">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">Records</th>
          </tr>
        </thead>
        <tbody>
          {subjectKinds.map((kind) => (
            <tr key={kind}>
              <th scope="row">{subjectKindLabels[kind]}</th>
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
  return (
    <>
      <header className="staff-page-header">
        <p className="staff-eyebrow">Team</p>
        <h1>Subject requests</h1>
        <p className="staff-lead">
          When someone asks what we hold about them, or asks to be deleted: find everything held for their
          e-mail address (enquiries, job applications with their files, newsletter, gift card orders, mails),
          download it as one ZIP file, or erase it. Every request is recorded in the audit log.
        </p>
      </header>
      <ActionAlert outcome={actionData} />
      <section className="staff-card staff-section" aria-labelledby="find-title">
        <h2 id="find-title">Find</h2>
        <Form method="post" className="staff-form staff-form--inline">
          <div className="staff-field">
            <label htmlFor="subject-email">E-mail address</label>
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
            Find records
          </button>
        </Form>
      </section>
      {actionData?.counts ? (
        <section className="staff-card staff-section" aria-labelledby="found-title">
          <h2 id="found-title">Held for {email}</h2>
          <CountsTable caption={`Records held for ${email}`} counts={actionData.counts} />
          <div className="staff-actions">
            <form method="post" action="/staff/subject-requests/export">
              <input type="hidden" name="email" value={email} />
              <button className="staff-button" type="submit">
                Download everything (ZIP)
              </button>
            </form>
          </div>
          <Form method="post" className="staff-form">
            <input type="hidden" name="email" value={email} />
            <p>
              Erasing deletes every record above, files included. Paid gift card orders stay as accounting
              records without the buyer's name, e-mail and phone. The address is kept on the newsletter
              suppression list (as a hash) so that it is not subscribed again by mistake.
            </p>
            <label className="staff-check" htmlFor="erase-confirm">
              <input id="erase-confirm" type="checkbox" name="confirm" value="yes" required /> I understand
              that this cannot be undone
            </label>
            <button
              className="staff-button staff-button--danger"
              type="submit"
              name="intent"
              value="erase"
              disabled={busy}
            >
              Erase everything for {email}
            </button>
          </Form>
        </section>
      ) : null}
      {actionData?.erased ? (
        <section className="staff-card staff-section" aria-labelledby="erased-title">
          <h2 id="erased-title">Erased for {email}</h2>
          <CountsTable caption={`Records erased for ${email}`} counts={actionData.erased} />
          {actionData.keptForAccounting ? (
            <p>
              {actionData.keptForAccounting} paid gift card orders kept as accounting records, without
              contact.
            </p>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

export const ErrorBoundary = StaffRouteError;
