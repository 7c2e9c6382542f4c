import { type StaffUser, staffRoleLabels, staffRoleSummary, staffRoles } from "@thalassa/contract/staff";
import { data, Form, useRouteLoaderData } from "react-router";
import { ActionAlert } from "../../components/staff/controls/action-alert.tsx";
import { IntentButton } from "../../components/staff/controls/intent-button.tsx";
import { siteDateTime } from "../../components/staff/form/site-time.ts";
import { StaffRouteError } from "../../components/staff/frame/staff-error.tsx";
import { staffMeta } from "../../components/staff/frame/staff-meta.ts";
import { rolesFor } from "../../components/staff/frame/staff-sections.ts";
import type { Route } from "./+types/users";
import { refusalMessage, staffApi } from "./staff-api.server.ts";
import { requireRole, requireStaff, throwUnlessOk } from "./staff-session.server.ts";

const NO_STORE = { "cache-control": "private, no-store" };

/** A source (client address) a user's sign-ins are refused from, after repeated failures. */
interface SignInLock {
  source: string;
  locked_until: string;
}
type ListedUser = StaffUser & { sign_in_locks?: SignInLock[] };
/** An invitation not accepted yet (expired ones too: they can be re-sent). */
interface OpenInvitation {
  id: number;
  email: string;
  role: StaffUser["role"];
  expires_at: string;
  expired?: boolean;
}

async function owner(request: Request) {
  const user = await requireStaff(request);
  requireRole(user, rolesFor("users"), "manage staff accounts");
  return user;
}

export async function loader({ request }: Route.LoaderArgs) {
  await owner(request);
  const answer = await staffApi<{ data?: ListedUser[]; invitations?: OpenInvitation[] } | ListedUser[]>(
    request,
    "staff/users",
  );
  throwUnlessOk(request, answer);
  const users = Array.isArray(answer.body) ? answer.body : (answer.body.data ?? []);
  const invitations = Array.isArray(answer.body) ? [] : (answer.body.invitations ?? []);
  return data({ users, invitations }, { headers: NO_STORE });
}

export function meta() {
  return staffMeta("Users and invitations");
}

type Outcome = { ok: boolean; message: string; errors?: Record<string, string[] | undefined> };

export async function action({ request }: Route.ActionArgs) {
  await owner(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = encodeURIComponent(String(form.get("id") ?? ""));
  let answer: Awaited<ReturnType<typeof staffApi<Outcome>>>;
  let done: string;
  if (intent === "invite") {
    const email = String(form.get("email") ?? "").trim();
    answer = await staffApi(request, "staff/invitations", { body: { email, role: form.get("role") } });
    done = `Invitation sent to ${email}. The link works for 72 hours, once.`;
  } else if (intent === "role") {
    answer = await staffApi(request, `staff/users/${id}`, {
      method: "PATCH",
      body: { role: form.get("role") },
    });
    done = "Role changed.";
  } else if (intent === "unlock") {
    const source = String(form.get("source") ?? "");
    answer = await staffApi(request, `staff/users/${id}/unlock`, { body: { source } });
    done = `Sign-ins from ${source} are possible again.`;
  } else if (intent === "resend") {
    answer = await staffApi(request, `staff/invitations/${id}/resend`, { body: {} });
    done = "Invitation sent again with a new link; the old link no longer works.";
  } else if (intent === "withdraw") {
    answer = await staffApi(request, `staff/invitations/${id}`, { method: "DELETE" });
    done = "Invitation withdrawn; its link no longer works.";
  } else if (intent === "remove") {
    answer = await staffApi(request, `staff/users/${id}`, { method: "DELETE" });
    done = "Account removed; its sessions have ended.";
  } else {
    return data<Outcome>({ ok: false, message: "That action is not one this page offers." }, { status: 400 });
  }
  if (answer.status === 401) throwUnlessOk(request, answer);
  if (!answer.ok) {
    const errors = answer.body.errors ?? {};
    const first = errors.email?.[0] ?? errors.role?.[0];
    return data<Outcome>(
      { ok: false, message: first ?? refusalMessage(answer.body), errors },
      { status: answer.status },
    );
  }
  return data<Outcome>({ ok: true, message: done }, { headers: NO_STORE });
}

function RoleSelect({ id, value }: { id: string; value?: string }) {
  return (
    <select id={id} name="role" defaultValue={value ?? "editor"}>
      {staffRoles.map((role) => (
        <option key={role} value={role}>
          {staffRoleLabels[role]}
        </option>
      ))}
    </select>
  );
}

/** What each role may do, from the same definition the API checks (ADR 0056). */
function RoleSummaries() {
  return (
    <details className="staff-card staff-section staff-roles">
      <summary>What each role may do</summary>
      <dl>
        {staffRoles.map((role) => (
          <div key={role}>
            <dt>{staffRoleLabels[role]}</dt>
            <dd>{staffRoleSummary(role)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** The addresses a user is locked out from, each with a plain form that lifts the lock. */
function SignInLocks({ user, locks }: { user: StaffUser; locks: SignInLock[] }) {
  return (
    <ul className="staff-user__locks" aria-label={`Sign-in locks of ${user.name}`}>
      {locks.map((lock) => (
        <li key={lock.source}>
          <span>
            Sign-in locked from {lock.source} until{" "}
            <time dateTime={lock.locked_until}>{siteDateTime(lock.locked_until)} Cyprus time</time>
          </span>
          <Form method="post">
            <input type="hidden" name="id" value={user.id} />
            <input type="hidden" name="source" value={lock.source} />
            <IntentButton intent="unlock">
              Unlock{" "}
              <span className="visually-hidden">
                {user.name} from {lock.source}
              </span>
            </IntentButton>
          </Form>
        </li>
      ))}
    </ul>
  );
}

function Invitations({ invitations }: { invitations: OpenInvitation[] }) {
  return (
    <section className="staff-section" aria-labelledby="invitations-title">
      <h2 id="invitations-title">Open invitations</h2>
      {invitations.length ? (
        <ul className="staff-list">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="staff-list__item staff-user">
              <div className="staff-user__who">
                <strong>{invitation.email}</strong>
                <span>
                  {staffRoleLabels[invitation.role]} · {invitation.expired ? "expired" : "link works until"}{" "}
                  <time dateTime={invitation.expires_at}>
                    {siteDateTime(invitation.expires_at)} Cyprus time
                  </time>
                </span>
              </div>
              <div className="staff-actions">
                <Form method="post">
                  <input type="hidden" name="id" value={invitation.id} />
                  <IntentButton intent="resend">
                    Send again <span className="visually-hidden">to {invitation.email}</span>
                  </IntentButton>
                </Form>
                <Form method="post">
                  <input type="hidden" name="id" value={invitation.id} />
                  <IntentButton intent="withdraw" tone="danger">
                    Withdraw <span className="visually-hidden">the invitation of {invitation.email}</span>
                  </IntentButton>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="staff-empty">No invitation is waiting to be accepted.</p>
      )}
    </section>
  );
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const me = useRouteLoaderData("routes/staff/staff-layout") as { user: StaffUser } | undefined;
  return (
    <>
      <header className="staff-page-header">
        <p className="staff-eyebrow">Team</p>
        <h1>Users and invitations</h1>
        <p className="staff-lead">Each role is a set of permissions; choose the one that fits the job.</p>
      </header>
      <RoleSummaries />
      <ActionAlert outcome={actionData} />
      <section className="staff-card staff-section" aria-labelledby="invite-title">
        <h2 id="invite-title">Invite someone</h2>
        <Form method="post" className="staff-form staff-form--inline">
          <div className="staff-field">
            <label htmlFor="invite-email">E-mail address</label>
            <input id="invite-email" name="email" type="email" required autoComplete="off" />
          </div>
          <div className="staff-field">
            <label htmlFor="invite-role">Role</label>
            <RoleSelect id="invite-role" />
          </div>
          <IntentButton intent="invite" tone="primary">
            Send invitation
          </IntentButton>
        </Form>
      </section>
      <Invitations invitations={loaderData.invitations} />
      <section className="staff-section" aria-labelledby="users-title">
        <h2 id="users-title">Accounts</h2>
        <ul className="staff-list">
          {loaderData.users.map((user) => (
            <li key={user.id} className="staff-list__item staff-user">
              <div className="staff-user__who">
                <strong>{user.name}</strong>
                <span>{user.email}</span>
              </div>
              {user.id === me?.user.id ? (
                <span className="staff-badge">{staffRoleLabels[user.role]} (you)</span>
              ) : (
                <div className="staff-actions">
                  <Form method="post" className="staff-form--inline">
                    <input type="hidden" name="id" value={user.id} />
                    <label className="visually-hidden" htmlFor={`role-${user.id}`}>
                      Role of {user.name}
                    </label>
                    <RoleSelect id={`role-${user.id}`} value={user.role} />
                    <IntentButton intent="role">Change role</IntentButton>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="id" value={user.id} />
                    <IntentButton intent="remove" tone="danger">
                      Remove <span className="visually-hidden">{user.name}</span>
                    </IntentButton>
                  </Form>
                </div>
              )}
              {user.sign_in_locks?.length ? <SignInLocks user={user} locks={user.sign_in_locks} /> : null}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export const ErrorBoundary = StaffRouteError;
