import type { newsletterSchema } from "@thalassa/contract/submissions";
import { useTranslations } from "use-intl";
import { FORM_NAMES } from "../../lib/form-names.ts";
import { TextField } from "../forms/fields.tsx";
import { TermsField } from "../forms/shared-fields.tsx";
import { SubmissionForm, ThankYou } from "../forms/submission-form.tsx";
import { useSubmissionForm } from "../forms/use-submission-form.ts";
import { Modal } from "../modal/modal.tsx";
import type { ModalStateProps } from "../modal/use-modal-param.ts";

type NewsletterModalProps = ModalStateProps;

export const NEWSLETTER_MODAL = FORM_NAMES.newsletter;

/** The footer's Newsletters column opens this modal; the subscription form lives inside it. */
export function NewsletterModal({ open, closeHref, onClose }: NewsletterModalProps) {
  const state = useSubmissionForm<typeof newsletterSchema>({ name: NEWSLETTER_MODAL, open });
  const { fields } = state;
  const t = useTranslations("forms");
  const footer = useTranslations("footer");
  return (
    <Modal open={open} title={t("newsletterTitle")} closeHref={closeHref} onClose={onClose}>
      {state.ok ? (
        <ThankYou
          title={t("newsletterThanksTitle")}
          text={t("newsletterThanks")}
          explore={{ href: closeHref, onClick: onClose }}
        />
      ) : (
        <>
          <p className="submission-form__intro">{footer("newsletterText")}</p>
          <SubmissionForm name={NEWSLETTER_MODAL} state={state} submitLabel={footer("subscribe")}>
            <TextField
              label={t("email")}
              type="email"
              field={fields.email}
              autoComplete="email"
              placeholder={t("emailPlaceholder")}
            />
            <TermsField field={fields.terms_and_conditions} />
          </SubmissionForm>
        </>
      )}
    </Modal>
  );
}
