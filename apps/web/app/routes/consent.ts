import { data, redirect } from "react-router";
import { consentCookie } from "../lib/cookies.server.ts";
import type { Route } from "./+types/consent";

/** Only same-site paths, so the form can't be used to bounce visitors elsewhere. */
function safeRedirect(target: FormDataEntryValue | null): string {
  return typeof target === "string" && target.startsWith("/") && !target.startsWith("//") ? target : "/";
}

/** SPEC §9: stores the visitor's cookie choice (Reject stores "false"). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const accepted = form.get("consent") === "true";
  const headers = { "Set-Cookie": consentCookie(request, accepted) };
  // A fetcher (JavaScript) gets data back; a plain form post is sent back to its page.
  if (request.headers.get("accept")?.includes("text/html")) {
    return redirect(safeRedirect(form.get("redirectTo")), { headers });
  }
  return data({ consent: accepted }, { headers });
}

export function loader() {
  return redirect("/");
}
