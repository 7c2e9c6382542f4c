import { data } from "react-router";
import { MailLinkPage, mailLinkToken } from "../components/forms/mail-link-page.tsx";
import { post } from "../lib/api.server.ts";
import { ApiError } from "../lib/api-error.ts";
import { readForm } from "../lib/form-action.server.ts";
import type { Route } from "./+types/forms-newsletter-unsubscribe";

export const handle = { header: "solid" };

export function meta(_: Route.MetaArgs) {
  return [{ title: "Unsubscribe" }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return mailLinkToken(request);
}

/**
 * The link in every newsletter mail. Opening it asks for a click, because mail scanners open
 * links too and must not unsubscribe anyone; the click posts here.
 */
export async function action({ request }: Route.ActionArgs) {
  const read = await readForm(request);
  if (!read.ok) return data({ ok: false, message: read.message }, read.status);
  const token = String(read.form.get("token") ?? "");
  try {
    const answer = (await post("newsletter-subscription/unsubscribe", { token })) as { message: string };
    return { ok: true, message: answer.message };
  } catch (error) {
    const message =
      error instanceof ApiError && (error.status === 404 || error.status === 400)
        ? "This unsubscribe link is not valid any more."
        : "Something went wrong. Please try again!";
    return { ok: false, message };
  }
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MailLinkPage
      token={loaderData.token}
      question="Do you want to stop receiving our newsletter?"
      button="Unsubscribe"
      outcome={actionData}
    />
  );
}
