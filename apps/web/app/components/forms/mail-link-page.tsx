import { Form, useNavigation } from "react-router";
import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import { useContractMessage } from "../../i18n/contract-message.ts";
import type { Catalogue } from "../../i18n/messages/en.ts";
import { SubmitButton } from "./fields.tsx";

/** The token of a link from one of our mails (?token=…), for its page's form. */
export function mailLinkToken(request: Request): { token: string } {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

/** What happened after the click, as a catalogue key (the page says it in its own language). */
export type MailLinkOutcome =
  | { ok: boolean; key: keyof Catalogue["mailLinks"] }
  /** A refusal of the form itself (contract message, shown through the catalogue). */
  | { ok: false; message: string };

interface MailLinkPageProps {
  token: string;
  /** What the click does, asked before it happens. */
  question: string;
  button: string;
  /** The action's answer, once the visitor clicked. */
  outcome?: MailLinkOutcome;
}

/**
 * A page a link in our mail opens (newsletter confirmation, unsubscribe). It asks for a click,
 * because mail scanners open links too and must not act for anyone; the click posts the token,
 * and the page then says what happened.
 */
export function MailLinkPage({ token, question, button, outcome }: MailLinkPageProps) {
  const navigation = useNavigation();
  const t = useTranslations("mailLinks");
  const contractMessage = useContractMessage();
  const lang = useInterfaceLang();
  return (
    <section className="container section form-page" lang={lang}>
      <h1>{t("title")}</h1>
      {outcome ? (
        <p className="form-page__text" role={outcome.ok ? "status" : "alert"}>
          {"key" in outcome ? t(outcome.key) : contractMessage(outcome.message)}
        </p>
      ) : (
        <Form method="post">
          <p className="form-page__text">{question}</p>
          <input type="hidden" name="token" value={token} />
          <SubmitButton pending={navigation.state === "submitting"}>{button}</SubmitButton>
        </Form>
      )}
    </section>
  );
}
