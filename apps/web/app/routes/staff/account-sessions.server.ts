import { data } from "react-router";
import type { AccountOutcome } from "../../components/staff/account/outcome.ts";
import { type AccountActions, NO_STORE } from "./account-intent.server.ts";
import { staffApi } from "./staff-api.server.ts";

/** Signing a session out, or every other one. */
export const sessionActions: AccountActions = {
  "sign-out-session": async ({ request, intent, field, refuse, t }) => {
    const answer = await staffApi(request, `staff/account/sessions/${encodeURIComponent(field("id"))}`, {
      method: "DELETE",
    });
    if (!answer.ok) return refuse(answer);
    return data<AccountOutcome>(
      { ok: true, intent, message: t("accountDone.sessionSignedOut") },
      { headers: NO_STORE },
    );
  },
  "sign-out-others": async ({ request, intent, refuse, t }) => {
    const answer = await staffApi<{ data: { signed_out: number } }>(
      request,
      "staff/account/sessions/sign-out-others",
      {
        body: {},
      },
    );
    if (!answer.ok) return refuse(answer);
    const n = answer.body.data.signed_out;
    return data<AccountOutcome>(
      {
        ok: true,
        intent,
        message: t("accountDone.otherSessionsSignedOut", { count: n }),
      },
      { headers: NO_STORE },
    );
  },
};
