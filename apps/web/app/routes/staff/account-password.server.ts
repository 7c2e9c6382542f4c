import { redirect } from "react-router";
import type { AccountActions } from "./account-intent.server.ts";
import { cookieHeaders, staffApi } from "./staff-api.server.ts";

/** Changing the password. */
export const passwordActions: AccountActions = {
  password: async ({ request, field, refuse }) => {
    const answer = await staffApi(request, "staff/account/password", {
      body: { current_password: field("current_password"), new_password: field("new_password") },
    });
    if (!answer.ok) return refuse(answer);
    // The session was renewed: the new cookie goes with a fresh load of this page.
    throw redirect("/staff/account?done=password", { headers: cookieHeaders(answer.setCookies) });
  },
};
