import {
  type StaffPermission,
  type StaffUser,
  staffPermissions,
  staffRoleHas,
  staffRoles,
} from "@thalassa/contract/staff";
import { data, Form, useRouteLoaderData } from "react-router";
import { ActionAlert } from "../../components/staff/controls/action-alert.tsx";
import { IntentButton } from "../../components/staff/controls/intent-button.tsx";
import { siteDateTime } from "../../components/staff/form/site-time.ts";
import { StaffRouteError } from "../../components/staff/frame/staff-error.tsx";
import { staffMetaIn } from "../../components/staff/frame/staff-meta.ts";
import { roleCapsKeys, rolesFor } from "../../components/staff/frame/staff-sections.ts";
import { compiledStaffCatalogue } from "../../components/staff/text/compiled-staff-catalogue.server.ts";
import {
  type StaffTranslate,
  staffTranslator,
  useStaffText,
} from "../../components/staff/text/use-staff-text.tsx";
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

export function meta({ matches }: Route.MetaArgs) {
  return staffMetaIn(matches, (t) => t("sections.users"));
}

type Outcome = { ok: boolean; message: string; errors?: Record<string, string[] | undefined> };

export async function action({ request }: Route.ActionArgs) {
  const me = await owner(request);
  // What was done, said in the owner's interface language (the API's refusals stay English).
  const t = staffTranslator(me.interface_language, compiledStaffCatalogue(me.interface_language));
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = encodeURIComponent(String(form.get("id") ?? ""));
  let answer: Awaited<ReturnType<typeof staffApi<Outcome>>>;
  let done: string;
  if (intent === "invite") {
    const email = String(form.get("email") ?? "").trim();
    answer = await staffApi(request, "staff/invitations", { body: { email, role: form.get("role") } });
    done = t("users.invited", { email });
  } else if (intent === "role") {
    answer = await staffApi(request, `staff/users/${id}`, {
      method: "PATCH",
      body: { role: form.get("role") },
    });
    done = t("users.roleChanged");
  } else if (intent === "unlock") {
    const source = String(form.get("source") ?? "");
    answer = await staffApi(request, `staff/users/${id}/unlock`, { body: { source } });
    done = t("users.unlocked", { source });
  } else if (intent === "resend") {
    answer = await staffApi(request, `staff/invitations/${id}/resend`, { body: {} });
    done = t("users.resent");
  } else if (intent === "withdraw") {
    answer = await staffApi(request, `staff/invitations/${id}`, { method: "DELETE" });
    done = t("users.withdrawn");
  } else if (intent === "remove") {
    answer = await staffApi(request, `staff/users/${id}`, { method: "DELETE" });
    done = t("users.removed");
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
  const { t } = useStaffText();
  return (
    <select id={id} name="role" defaultValue={value ?? "editor"}>
      {staffRoles.map((role) => (
        <option key={role} value={role}>
          {t(`roles.${role}`)}
        </option>
      ))}
    </select>
  );
}

/** A permission as the catalogue names it ("job-postings" → "jobPostings"). */
function permissionKey(permission: StaffPermission) {
  return permission.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) as keyof ReturnType<
    typeof compiledStaffCatalogue
  >["permissions"];
}

/** What a role may do, as one sentence of the catalogue (the contract's staffRoleSummary, translated). */
function roleSummary(role: StaffUser["role"], t: StaffTranslate): string {
  const held = staffPermissions.filter((permission) => staffRoleHas(role, permission));
  const list = held.map((permission) => t(`permissions.${permissionKey(permission)}`)).join("; ");
  return held.length === staffPermissions.length ? t("permissions.everything", { list }) : list;
}

/** What each role may do, from the same definition the API checks (ADR 0056). */
function RoleSummaries() {
  const { t } = useStaffText();
  return (
    <details className="staff-card staff-section staff-roles">
      <summary>{t("users.whatEachRoleMay")}</summary>
      <dl>
        {staffRoles.map((role) => (
          <div key={role}>
            <dt>{t(`roles.${role}`)}</dt>
            <dd>{roleSummary(role, t)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** The addresses a user is locked out from, each with a plain form that lifts the lock. */
function SignInLocks({ user, locks }: { user: StaffUser; locks: SignInLock[] }) {
  const { t, formatLocale } = useStaffText();
  return (
    <ul className="staff-user__locks" aria-label={t("users.locksOf", { name: user.name })}>
      {locks.map((lock) => (
        <li key={lock.source}>
          <span>
            {t("users.lockedFrom", { source: lock.source })}{" "}
            <time dateTime={lock.locked_until}>
              {t("account.cyprusTime", { time: siteDateTime(lock.locked_until, formatLocale) })}
            </time>
          </span>
          <Form method="post">
            <input type="hidden" name="id" value={user.id} />
            <input type="hidden" name="source" value={lock.source} />
            <IntentButton intent="unlock">
              {t("users.unlock")}{" "}
              <span className="visually-hidden">
                {t("users.unlockOf", { name: user.name, source: lock.source })}
              </span>
            </IntentButton>
          </Form>
        </li>
      ))}
    </ul>
  );
}

function Invitations({ invitations }: { invitations: OpenInvitation[] }) {
  const { t, formatLocale } = useStaffText();
  return (
    <section className="staff-section" aria-labelledby="invitations-title">
      <h2 id="invitations-title">{t("users.invitationsTitle")}</h2>
      {invitations.length ? (
        <ul className="staff-list">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="staff-list__item staff-user">
              <div className="staff-user__who">
                <strong>{invitation.email}</strong>
                <span>
                  {t(`roles.${invitation.role}`)} ·{" "}
                  {invitation.expired ? t("users.expired") : t("users.linkWorksUntil")}{" "}
                  <time dateTime={invitation.expires_at}>
                    {t("account.cyprusTime", { time: siteDateTime(invitation.expires_at, formatLocale) })}
                  </time>
                </span>
              </div>
              <div className="staff-actions">
                <Form method="post">
                  <input type="hidden" name="id" value={invitation.id} />
                  <IntentButton intent="resend">
                    {t("users.sendAgain")}{" "}
                    <span className="visually-hidden">{t("users.toEmail", { email: invitation.email })}</span>
                  </IntentButton>
                </Form>
                <Form method="post">
                  <input type="hidden" name="id" value={invitation.id} />
                  <IntentButton intent="withdraw" tone="danger">
                    {t("users.withdraw")}{" "}
                    <span className="visually-hidden">
                      {t("users.invitationOf", { email: invitation.email })}
                    </span>
                  </IntentButton>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="staff-empty">{t("users.noInvitations")}</p>
      )}
    </section>
  );
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const me = useRouteLoaderData("routes/staff/staff-layout") as { user: StaffUser } | undefined;
  const { t } = useStaffText();
  return (
    <>
      <header className="staff-page-header">
        <p className="staff-eyebrow">{t("caps.team")}</p>
        <h1>{t("sections.users")}</h1>
        <p className="staff-lead">{t("users.lead")}</p>
      </header>
      <RoleSummaries />
      <ActionAlert outcome={actionData} />
      <section className="staff-card staff-section" aria-labelledby="invite-title">
        <h2 id="invite-title">{t("users.inviteTitle")}</h2>
        <Form method="post" className="staff-form staff-form--inline">
          <div className="staff-field">
            <label htmlFor="invite-email">{t("users.email")}</label>
            <input id="invite-email" name="email" type="email" required autoComplete="off" />
          </div>
          <div className="staff-field">
            <label htmlFor="invite-role">{t("users.role")}</label>
            <RoleSelect id="invite-role" />
          </div>
          <IntentButton intent="invite" tone="primary">
            {t("users.sendInvitation")}
          </IntentButton>
        </Form>
      </section>
      <Invitations invitations={loaderData.invitations} />
      <section className="staff-section" aria-labelledby="users-title">
        <h2 id="users-title">{t("users.accountsTitle")}</h2>
        <ul className="staff-list">
          {loaderData.users.map((user) => (
            <li key={user.id} className="staff-list__item staff-user">
              <div className="staff-user__who">
                <strong>{user.name}</strong>
                <span>{user.email}</span>
              </div>
              {user.id === me?.user.id ? (
                <span className="staff-badge">{t("caps.youRole", { role: t(roleCapsKeys[user.role]) })}</span>
              ) : (
                <div className="staff-actions">
                  <Form method="post" className="staff-form--inline">
                    <input type="hidden" name="id" value={user.id} />
                    <label className="visually-hidden" htmlFor={`role-${user.id}`}>
                      {t("users.roleOf", { name: user.name })}
                    </label>
                    <RoleSelect id={`role-${user.id}`} value={user.role} />
                    <IntentButton intent="role">{t("users.changeRole")}</IntentButton>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="id" value={user.id} />
                    <IntentButton intent="remove" tone="danger">
                      {t("users.remove")} <span className="visually-hidden">{user.name}</span>
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
