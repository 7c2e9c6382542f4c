import { data, Form, useNavigation } from "react-router";
import { SubmitButton } from "../components/forms/fields.tsx";
import { post } from "../lib/api.server.ts";
import { ApiError } from "../lib/api-error.ts";
import { readForm } from "../lib/form-action.server.ts";
import type { Route } from "./+types/forms-newsletter-unsubscribe";

export const handle = { header: "solid" };

export function meta(_: Route.MetaArgs) {
  return [{ title: "Unsubscribe" }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
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
  const navigation = useNavigation();
  return (
    <section className="container section form-page">
      <h1>Newsletter</h1>
      {actionData ? (
        <p className="form-page__text" role="status">
          {actionData.message}
        </p>
      ) : (
        <Form method="post">
          <p className="form-page__text">Do you want to stop receiving our newsletter?</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton pending={navigation.state === "submitting"}>Unsubscribe</SubmitButton>
        </Form>
      )}
    </section>
  );
}
