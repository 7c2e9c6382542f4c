import type { StaffAccount } from "@thalassa/contract/staff";
import { data, useNavigation } from "react-router";
import { InterfaceLanguage } from "../../components/staff/account/interface-language.tsx";
import type { AccountOutcome } from "../../components/staff/account/outcome.ts";
import { ChangePassword } from "../../components/staff/account/password.tsx";
import { SecondFactor } from "../../components/staff/account/second-factor.tsx";
import { Sessions } from "../../components/staff/account/sessions.tsx";
import { ActionAlert } from "../../components/staff/controls/action-alert.tsx";
import { StaffRouteError } from "../../components/staff/frame/staff-error.tsx";
import { staffMetaIn } from "../../components/staff/frame/staff-meta.ts";
import { useStaffUser } from "../../components/staff/frame/use-staff-user.ts";
import { staffServerText } from "../../components/staff/text/compiled-staff-catalogue.server.ts";
import { type StaffTranslate, useStaffText } from "../../components/staff/text/use-staff-text.tsx";
import type { Route } from "./+types/account";
import { accountIntent, NO_STORE } from "./account-intent.server.ts";
import { languageActions } from "./account-language.server.ts";
import { passwordActions } from "./account-password.server.ts";
import { secondFactorActions } from "./account-second-factor.server.ts";
import { sessionActions } from "./account-sessions.server.ts";
import { staffApi } from "./staff-api.server.ts";
import { readStaffForm } from "./staff-form.server.ts";
import { requireStaff, throwUnlessOk } from "./staff-session.server.ts";

/*
 * Your account: its three features each in a module of their own, the markup under
 * components/staff/account/ and the actions beside this route (account-*.server.ts).
 */

/** What a change that came back through a new page load (?done=…) says. */
const DONE = { password: "accountDone.password", "second-factor": "accountDone.secondFactor" } as const;

/** After a sign-in with a recovery code (sign-in.tsx): how many are left (ADR 0059). */
function recoveryLeftText(left: number, t: StaffTranslate): string {
  return left <= 0 ? t("accountDone.lastRecoveryCode") : t("accountDone.recoveryCodesLeft", { left });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const answer = await staffApi<StaffAccount>(request, "staff/account");
  throwUnlessOk(request, answer);
  const url = new URL(request.url);
  const done = url.searchParams.get("done") ?? "";
  return data(
    {
      account: answer.body,
      setup: url.searchParams.get("setup") === "second-factor",
      done: Object.hasOwn(DONE, done) ? DONE[done as keyof typeof DONE] : null,
      recoveryLeft: /^\d{1,2}$/.test(url.searchParams.get("recovery_left") ?? "")
        ? Number(url.searchParams.get("recovery_left"))
        : null,
    },
    { headers: NO_STORE },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMetaIn(matches, (t) => t("account.title"));
}

const actions = { ...languageActions, ...passwordActions, ...secondFactorActions, ...sessionActions };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const read = await readStaffForm(request);
  if (!read.ok) return data<AccountOutcome>({ ok: false, message: read.message }, { status: read.status });
  const posted = accountIntent(request, read.form, staffServerText(user.interface_language));
  const act = Object.hasOwn(actions, posted.intent) ? actions[posted.intent] : undefined;
  if (act) return act(posted);
  return data<AccountOutcome>(
    { ok: false, message: "That action is not one this page offers." },
    { status: 400 },
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { t } = useStaffText();
  const { account } = loaderData;
  const staffUser = useStaffUser();
  const mustSetUp = account.second_factor.required && !account.second_factor.enabled;
  return (
    <>
      <header className="staff-page-header">
        <p className="staff-eyebrow">{t("caps.you")}</p>
        <h1>{t("account.title")}</h1>
        <p className="staff-lead">{t("account.lead")}</p>
      </header>
      {mustSetUp ? (
        <p className="staff-alert staff-alert--error" role="alert">
          {t("account.mustSetUp")}
        </p>
      ) : null}
      {loaderData.recoveryLeft !== null && !actionData ? (
        <ActionAlert outcome={{ ok: true, message: recoveryLeftText(loaderData.recoveryLeft, t) }} />
      ) : null}
      {loaderData.done && !actionData ? (
        <ActionAlert outcome={{ ok: true, message: t(loaderData.done) }} />
      ) : null}
      <ActionAlert outcome={actionData} />
      <SecondFactor account={account} outcome={actionData} busy={busy} userId={staffUser?.id} />
      {mustSetUp ? null : (
        <>
          <ChangePassword busy={busy} />
          <Sessions sessions={account.sessions} busy={busy} />
          <InterfaceLanguage current={account.interface_language} busy={busy} />
        </>
      )}
    </>
  );
}

export const ErrorBoundary = StaffRouteError;
