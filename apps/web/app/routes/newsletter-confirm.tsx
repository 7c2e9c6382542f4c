import { data, Form, useNavigation } from "react-router";
import { SubmitButton } from "../components/forms/fields.tsx";
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
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

/**
 * The link in the newsletter confirmation mail (double opt-in). Opening it asks for a click,
 * because mail scanners open links too and must not subscribe anyone; the click posts here and
 * the page says what happened: confirmed, or the link expired or is not valid.
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
  const navigation = useNavigation();
  return (
    <section className="container section form-page">
      <h1>Newsletter</h1>
      {actionData ? (
        <p className="form-page__text" role={actionData.ok ? "status" : "alert"}>
          {actionData.message}
        </p>
      ) : (
        <Form method="post">
          <p className="form-page__text">Please confirm that you want to receive our newsletter.</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton pending={navigation.state === "submitting"}>Confirm subscription</SubmitButton>
        </Form>
      )}
    </section>
  );
}
