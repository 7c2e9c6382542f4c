import { data } from "react-router";
import { useTranslations } from "use-intl";
import { type MailLinkOutcome, MailLinkPage, mailLinkToken } from "../components/forms/mail-link-page.tsx";
import { metaTranslator } from "../i18n/meta-translator.ts";
import { post } from "../lib/api.server.ts";
import { ApiError } from "../lib/api-error.ts";
import { readForm } from "../lib/form-action.server.ts";
import type { Route } from "./+types/forms-newsletter-unsubscribe";

export const handle = { header: "solid" };

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [{ title: t("mailLinks.unsubscribeTitle") }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return mailLinkToken(request);
}

/**
 * The link in every newsletter mail. Opening it asks for a click, because mail scanners open
 * links too and must not unsubscribe anyone; the click posts here.
 */
export async function action({
  request,
}: Route.ActionArgs): Promise<MailLinkOutcome | ReturnType<typeof data>> {
  const read = await readForm(request);
  if (!read.ok) return data({ ok: false, message: read.message } as MailLinkOutcome, read.status);
  const token = String(read.form.get("token") ?? "");
  try {
    // The API answers in the SPEC's English; the page says the same in its own language.
    await post("newsletter-subscription/unsubscribe", { token });
    return { ok: true, key: "unsubscribed" };
  } catch (error) {
    const invalid = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return { ok: false, key: invalid ? "unsubscribeInvalid" : "tryAgain" };
  }
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("mailLinks");
  return (
    <MailLinkPage
      token={loaderData.token}
      question={t("unsubscribeQuestion")}
      button={t("unsubscribeButton")}
      outcome={actionData}
    />
  );
}
