import { data } from "react-router";
import { useTranslations } from "use-intl";
import { type MailLinkOutcome, MailLinkPage, mailLinkToken } from "../components/forms/mail-link-page.tsx";
import { metaTranslator } from "../i18n/meta-translator.ts";
import { post } from "../lib/api.server.ts";
import { ApiError } from "../lib/api-error.ts";
import { readForm } from "../lib/form-action.server.ts";
import type { Route } from "./+types/newsletter-confirm";

export const handle = { header: "solid" };

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [{ title: t("mailLinks.confirmTitle") }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return mailLinkToken(request);
}

/**
 * The link in the newsletter confirmation mail (double opt-in); the click posts here and the page
 * says what happened: confirmed, or the link expired or is not valid.
 */
export async function action({
  request,
}: Route.ActionArgs): Promise<MailLinkOutcome | ReturnType<typeof data>> {
  const read = await readForm(request);
  if (!read.ok) return data({ ok: false, message: read.message } as MailLinkOutcome, read.status);
  const token = String(read.form.get("token") ?? "");
  if (token.length < 10 || token.length > 100) return { ok: false, key: "confirmInvalid" };
  try {
    // The API answers in the SPEC's English; the page says the same in its own language.
    await post("newsletter-subscription/confirm", { token });
    return { ok: true, key: "confirmed" };
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) return { ok: false, key: "expired" };
    if (error instanceof ApiError && error.status === 404) return { ok: false, key: "confirmInvalid" };
    return { ok: false, key: "tryAgain" };
  }
}

export default function NewsletterConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("mailLinks");
  return (
    <MailLinkPage
      token={loaderData.token}
      question={t("confirmQuestion")}
      button={t("confirmButton")}
      outcome={actionData}
    />
  );
}
