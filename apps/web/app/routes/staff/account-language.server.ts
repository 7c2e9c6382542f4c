import { data } from "react-router";
import type { AccountOutcome } from "../../components/staff/account/outcome.ts";
import { staffCatalogues } from "../../components/staff/text/staff-catalogues.ts";
import { type AccountActions, NO_STORE } from "./account-intent.server.ts";
import { staffApi } from "./staff-api.server.ts";

/** Saving the account's interface language (the API refuses any it is not written in). */
export const languageActions: AccountActions = {
  "interface-language": async ({ request, intent, field, refuse }) => {
    const answer = await staffApi(request, "staff/account/interface-language", {
      body: { interface_language: field("interface_language") },
    });
    if (!answer.ok) return refuse(answer);
    // Said in the language just chosen: the page around it is shown in it from now on.
    const chosen = field("interface_language") === "el" ? "el" : "en";
    return data<AccountOutcome>(
      { ok: true, intent, message: staffCatalogues[chosen].account.languageSaved },
      { headers: NO_STORE },
    );
  },
};
