import { type FormMetadata, getFormProps } from "@conform-to/react";
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from "@thalassa/contract/constants";
import { type ReactNode, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useTranslations } from "use-intl";
import { Link } from "../../i18n/site-link.tsx";
import { ENHANCED_FIELD, FORM_ACTIONS, type FormName, RETURN_TO_FIELD } from "../../lib/form-names.ts";
import { AllFieldsRequired, AllRequiredNote, FormMessage, SubmitButton } from "./fields.tsx";
import "./submission-form.css";
import type { useSubmissionForm } from "./use-submission-form.ts";

type FormState = ReturnType<typeof useSubmissionForm>;

interface SubmissionFormProps<S extends Record<string, unknown>> {
  name: FormName;
  state: Omit<FormState, "form" | "fields"> & { form: FormMetadata<S, string[]> };
  submitLabel: string;
  multipart?: boolean;
  children: ReactNode;
  /** Shown in place of the submit button's row (the job form hides it until authorized). */
  submitClassName?: string;
}

/**
 * The <form> of a modal: a real POST to the form's action (works before JavaScript loads), sent
 * by a fetcher once it has, with the hidden fields every form carries.
 */
export function SubmissionForm<S extends Record<string, unknown>>({
  name,
  state,
  submitLabel,
  multipart,
  children,
  submitClassName,
}: SubmissionFormProps<S>) {
  const location = useLocation();
  const t = useTranslations("forms");
  const { form, fetcher, enhanced, idempotencyKey, resetCount, message, pending } = state;
  const messageId = `${form.id}-message`;
  return (
    <fetcher.Form
      {...getFormProps(form)}
      key={resetCount}
      method="post"
      action={FORM_ACTIONS[name]}
      encType={multipart ? "multipart/form-data" : undefined}
      className="submission-form"
      aria-describedby={message ? messageId : undefined}
    >
      <input type="hidden" name={RETURN_TO_FIELD} value={`${location.pathname}${location.search}`} />
      {enhanced ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
      {idempotencyKey ? <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} /> : null}
      <div className="submission-form__trap" aria-hidden="true">
        <label htmlFor={`${form.id}-${HONEYPOT_FIELD}`}>{t("honeypot")}</label>
        <input id={`${form.id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      <AllRequiredNote />
      <AllFieldsRequired value={true}>{children}</AllFieldsRequired>
      <div className={`submission-form__actions ${submitClassName ?? ""}`}>
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      </div>
      <FormMessage id={messageId} message={message} />
    </fetcher.Form>
  );
}

interface ThankYouProps {
  title: string;
  text: string;
  /** SPEC §4: catering and newsletter offer Explore, which closes and resets. */
  explore?: { href: string; onClick: () => void };
}

/** SPEC §4 success view: replaces the form. Focus moves to its heading so it is announced. */
export function ThankYou({ title, text, explore }: ThankYouProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useTranslations("forms");
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="thank-you" role="status">
      <svg className="thank-you__mark" aria-hidden="true" viewBox="0 0 48 48" width="56" height="56">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h3 ref={heading} tabIndex={-1} className="thank-you__title">
        {title}
      </h3>
      <p>{text}</p>
      {explore ? (
        <Link
          to={explore.href}
          replace
          preventScrollReset
          className="button button--accent"
          onClick={(event) => {
            event.preventDefault();
            explore.onClick();
          }}
        >
          {t("explore")}
        </Link>
      ) : null}
    </div>
  );
}
