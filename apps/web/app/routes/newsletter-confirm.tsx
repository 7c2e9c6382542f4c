import { useTranslations } from "use-intl";
import { MailLinkPage, mailLinkToken } from "../components/forms/mail-link-page.tsx";
import { metaTranslator } from "../i18n/meta-translator.ts";
import { mailLinkAction } from "../lib/mail-link-action.server.ts";
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
export function action({ request }: Route.ActionArgs) {
  return mailLinkAction(request, {
    apiPath: "newsletter-subscription/confirm",
    done: "confirmed",
    refusals: { 404: "confirmInvalid", 410: "expired" },
    malformed: "confirmInvalid",
  });
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
