import { useTranslations } from "use-intl";
import { MailLinkPage, mailLinkToken } from "../components/forms/mail-link-page.tsx";
import { metaTranslator } from "../i18n/meta-translator.ts";
import { mailLinkAction } from "../lib/mail-link-action.server.ts";
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
export function action({ request }: Route.ActionArgs) {
  return mailLinkAction(request, {
    apiPath: "newsletter-subscription/unsubscribe",
    done: "unsubscribed",
    refusals: { 400: "unsubscribeInvalid", 404: "unsubscribeInvalid" },
  });
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
