import { data, redirect } from "react-router";
import type { AccountOutcome } from "../../components/staff/account/outcome.ts";
import { type AccountActions, NO_STORE } from "./account-intent.server.ts";
import { cookieHeaders, staffApi } from "./staff-api.server.ts";
import { totpQrDataUrl } from "./totp-qr.server.ts";

/** Setting up two-step sign-in and making new recovery codes. */
type Setup = NonNullable<AccountOutcome["setup"]>;

/** A new key and codes from the API (first set-up, or a new phone), shown with the key's QR code. */
const startSetup =
  (path: string): AccountActions[string] =>
  async ({ request, intent, field, refuse, t }) => {
    const answer = await staffApi<{ data: Omit<Setup, "qr"> }>(request, path, {
      body: { password: field("password") },
    });
    if (!answer.ok) return refuse(answer);
    const setup = answer.body.data;
    return data<AccountOutcome>(
      {
        ok: true,
        intent,
        message: t("accountDone.addKey"),
        setup: { ...setup, qr: totpQrDataUrl(setup.totp_uri) },
      },
      { headers: NO_STORE },
    );
  };

/**
 * The set-up the confirm form carried back (the key is the person's own, shown on their screen a
 * moment ago), so that a wrong code keeps the QR code, the key and the codes on screen (ADR 0059).
 * Only an otpauth address of this site's issuer is taken.
 */
function carriedSetup(field: (name: string) => string): Setup | undefined {
  const uri = field("totp_uri");
  let secret: string | null = null;
  try {
    const url = new URL(uri);
    secret = url.protocol === "otpauth:" ? url.searchParams.get("secret") : null;
  } catch {
    secret = null;
  }
  if (!secret || !/^[A-Z2-7]+=*$/i.test(secret) || uri.length > 500) return undefined;
  const codes = field("recovery_codes")
    .split("\n")
    .map((code) => code.trim())
    .filter((code) => /^[a-z0-9-]{1,20}$/i.test(code))
    .slice(0, 20);
  return { totp_uri: uri, secret, recovery_codes: codes, qr: totpQrDataUrl(uri) };
}

export const secondFactorActions: AccountActions = {
  "second-factor-start": startSetup("staff/account/second-factor"),
  "second-factor-replace": startSetup("staff/account/second-factor/replace"),
  "second-factor-confirm": async ({ request, intent, field, refuse }) => {
    const answer = await staffApi(request, "staff/account/second-factor/confirm", {
      body: { code: field("code") },
    });
    if (!answer.ok) {
      const refused = refuse(answer);
      const setup = carriedSetup(field);
      if (!setup) return refused;
      return data<AccountOutcome>(
        { ...refused.data, intent, setup },
        { status: refused.init?.status ?? 422, headers: NO_STORE },
      );
    }
    throw redirect("/staff/account?done=second-factor", { headers: cookieHeaders(answer.setCookies) });
  },
  "recovery-codes": async ({ request, intent, field, refuse, t }) => {
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
        message: t("accountDone.newRecoveryCodes"),
        recoveryCodes: answer.body.data.recovery_codes,
      },
      { headers: NO_STORE },
    );
  },
};
