import { data, redirect } from "react-router";
import { consentCookie } from "../lib/cookies.server.ts";
import { readForm, textAnswer } from "../lib/form-action.server.ts";
import { safeRedirect } from "../lib/safe-redirect.ts";
import type { Route } from "./+types/consent";

/** SPEC §9: stores the visitor's cookie choice (Reject stores "false"). */
export async function action({ request }: Route.ActionArgs) {
  const read = await readForm(request, "The cookie choice could not be read: send it as a form.");
  if (!read.ok) return textAnswer(read.status, read.message);
  const form = read.form;
  const accepted = form.get("consent") === "true";
  const headers = { "Set-Cookie": consentCookie(request, accepted) };
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
