import { data } from "react-router";
import type { AccountOutcome } from "../../components/staff/account/outcome.ts";
import { type AccountActions, NO_STORE } from "./account-intent.server.ts";
import { staffApi } from "./staff-api.server.ts";

/** Saving the account's interface language (the API refuses any it is not written in). */
export const languageActions: AccountActions = {
  "interface-language": async ({ request, intent, field, refuse }) => {
    const answer = await staffApi(request, "staff/account/interface-language", {
      body: { interface_language: field("interface_language") },
    });
    if (!answer.ok) return refuse(answer);
    return data<AccountOutcome>(
      { ok: true, intent, message: "Your interface language is saved." },
      { headers: NO_STORE },
    );
  },
};
