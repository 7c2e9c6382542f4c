import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { cookieHeaders, staffApi } from "./staff-api.server.ts";

/** Ends the session at the API and passes its cookie removal on to the browser. */
export async function action({ request }: Route.ActionArgs) {
  const answer = await staffApi(request, "sign-out", { base: "auth", method: "POST", body: {} });
  // Expire the cookies here too, so signing out holds even when the API could not be reached.
  const expired = ["thalassa_staff.session_token", "thalassa_staff.session_data"].map(
    (name) => `${name}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
  );
  return redirect("/staff/sign-in", { headers: cookieHeaders([...expired, ...answer.setCookies]) });
}

/** Signing out is a form post; opening the address just leads to the sign-in page. */
export function loader() {
  return redirect("/staff/sign-in", { headers: { "cache-control": "private, no-store" } });
}
