import { data } from "react-router";
import { MailLinkPage, mailLinkToken } from "../components/forms/mail-link-page.tsx";
import { post } from "../lib/api.server.ts";
import { ApiError } from "../lib/api-error.ts";
import { readForm } from "../lib/form-action.server.ts";
import type { Route } from "./+types/newsletter-confirm";

export const handle = { header: "solid" };

export const CONFIRM_INVALID = "This confirmation link is not valid.";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Confirm your subscription" }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return mailLinkToken(request);
}

/**
 * The link in the newsletter confirmation mail (double opt-in); the click posts here and the page
 * says what happened: confirmed, or the link expired or is not valid.
 */
export async function action({ request }: Route.ActionArgs) {
  const read = await readForm(request);
  if (!read.ok) return data({ ok: false, message: read.message }, read.status);
  const token = String(read.form.get("token") ?? "");
  if (token.length < 10 || token.length > 100) return { ok: false, message: CONFIRM_INVALID };
  try {
    const answer = (await post("newsletter-subscription/confirm", { token })) as { message: string };
    return { ok: true, message: answer.message };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
      return { ok: false, message: error.message || CONFIRM_INVALID };
    }
    return { ok: false, message: "Something went wrong. Please try again!" };
  }
}

export default function NewsletterConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MailLinkPage
      token={loaderData.token}
      question="Please confirm that you want to receive our newsletter."
      button="Confirm subscription"
      outcome={actionData}
    />
  );
}
