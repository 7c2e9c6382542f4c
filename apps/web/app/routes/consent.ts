import { PRIVACY_POLICY_VERSION } from "@thalassa/contract/privacy";
import { data, redirect } from "react-router";
import { apiFetch } from "../lib/api-fetch.server.ts";
import { consentCookie, consentVisitorId } from "../lib/cookies.server.ts";
import { readForm, textAnswer } from "../lib/form-action.server.ts";
import { siteLog } from "../lib/log.server.ts";
import { requestDetails } from "../lib/request-details.ts";
import { safeRedirect } from "../lib/safe-redirect.ts";
import type { Route } from "./+types/consent";

const CONSENT_LOG_TIMEOUT_MS = 2000;

/**
 * The choice in the server's consent log (ADR 0034): the browser's random id (hashed by the API),
 * the choice and the policy version. A log that cannot be reached does not undo the choice: the
 * cookie still decides what runs, and the failure is logged for the operators.
 */
async function recordChoice(
  request: Request,
  clientAddress: string | undefined,
  accepted: boolean,
  visitorId: string,
) {
  try {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (clientAddress) headers["x-forwarded-for"] = clientAddress;
    const answer = await apiFetch(
      "privacy/consent",
      {
        method: "POST",
        headers,
        body: JSON.stringify({
          visitor_id: visitorId,
          choice: accepted ? "accepted" : "rejected",
          policy_version: PRIVACY_POLICY_VERSION,
        }),
      },
      // The banner answers at once even when the API is slow: the choice is the cookie's.
      { timeoutMs: CONSENT_LOG_TIMEOUT_MS },
    );
    // Only the status matters; the body is let go so the connection is free again.
    await answer.body?.cancel();
    if (!answer.ok) throw new Error(`the consent log answered ${answer.status}`);
  } catch (error) {
    siteLog().warn(
      { err: error, path: new URL(request.url).pathname },
      "the consent log did not take a choice",
    );
  }
}

/** SPEC §9: stores the visitor's cookie choice (Reject stores "false") and logs it on the server. */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(request, "The cookie choice could not be read: send it as a form.");
  if (!read.ok) return textAnswer(read.status, read.message);
  const form = read.form;
  const accepted = form.get("consent") === "true";
  const visitor = consentVisitorId(request);
  await recordChoice(request, requestDetails(context).clientAddress, accepted, visitor.id);
  const headers = new Headers();
  headers.append("Set-Cookie", consentCookie(request, accepted));
  if (visitor.setCookie) headers.append("Set-Cookie", visitor.setCookie);
  // A fetcher (JavaScript) gets data back; a plain form post is sent back to its page.
  if (request.headers.get("accept")?.includes("text/html")) {
    // Only same-site paths, so the form can't be used to bounce visitors elsewhere.
    return redirect(safeRedirect(form.get("redirectTo"), "/"), { headers });
  }
  return data({ consent: accepted }, { headers });
}

export function loader() {
  return redirect("/");
}
