import { data, redirect } from "react-router";
import type { AccountOutcome } from "../../components/staff/account/outcome.ts";
import { type AccountActions, NO_STORE } from "./account-intent.server.ts";
import { cookieHeaders, staffApi } from "./staff-api.server.ts";
import { totpQrDataUrl } from "./totp-qr.server.ts";

/** Setting up two-step sign-in and making new recovery codes. */
export const secondFactorActions: AccountActions = {
  "second-factor-start": async ({ request, intent, field, refuse }) => {
    const answer = await staffApi<{ data: Omit<NonNullable<AccountOutcome["setup"]>, "qr"> }>(
      request,
      "staff/account/second-factor",
      { body: { password: field("password") } },
    );
    if (!answer.ok) return refuse(answer);
    const setup = answer.body.data;
    return data<AccountOutcome>(
      {
        ok: true,
        intent,
        message: "Add the key to your authenticator app, then enter its code.",
        setup: { ...setup, qr: totpQrDataUrl(setup.totp_uri) },
      },
      { headers: NO_STORE },
    );
  },
  "second-factor-confirm": async ({ request, field, refuse }) => {
    const answer = await staffApi(request, "staff/account/second-factor/confirm", {
      body: { code: field("code") },
    });
    if (!answer.ok) return refuse(answer);
    throw redirect("/staff/account?done=second-factor", { headers: cookieHeaders(answer.setCookies) });
  },
  "recovery-codes": async ({ request, intent, field, refuse }) => {
    const answer = await staffApi<{ data: { recovery_codes: string[] } }>(
      request,
      "staff/account/second-factor/recovery-codes",
      { body: { password: field("password") } },
    );
    if (!answer.ok) return refuse(answer);
    return data<AccountOutcome>(
      {
        ok: true,
        intent,
        message: "New recovery codes: the old ones no longer work.",
        recoveryCodes: answer.body.data.recovery_codes,
      },
      { headers: NO_STORE },
    );
  },
};
