import { Form, useNavigation } from "react-router";
import { SubmitButton } from "./fields.tsx";

/** The token of a link from one of our mails (?token=…), for its page's form. */
export function mailLinkToken(request: Request): { token: string } {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

interface MailLinkPageProps {
  token: string;
  /** What the click does, asked before it happens. */
  question: string;
  button: string;
  /** The action's answer, once the visitor clicked. */
  outcome?: { ok: boolean; message: string };
}

/**
 * A page a link in our mail opens (newsletter confirmation, unsubscribe). It asks for a click,
 * because mail scanners open links too and must not act for anyone; the click posts the token,
 * and the page then says what happened.
 */
export function MailLinkPage({ token, question, button, outcome }: MailLinkPageProps) {
  const navigation = useNavigation();
  return (
    <section className="container section form-page">
      <h1>Newsletter</h1>
      {outcome ? (
        <p className="form-page__text" role={outcome.ok ? "status" : "alert"}>
          {outcome.message}
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
