import type { newsletterSchema } from "@thalassa/contract/submissions";
import { FORM_NAMES } from "../../lib/form-names.ts";
import { TextField } from "../forms/fields.tsx";
import { TermsField } from "../forms/shared-fields.tsx";
import { SubmissionForm, ThankYou } from "../forms/submission-form.tsx";
import { useSubmissionForm } from "../forms/use-submission-form.ts";
import { Modal } from "../modal/modal.tsx";
import type { ModalStateProps } from "../modal/use-modal-param.ts";

type NewsletterModalProps = ModalStateProps;

export const NEWSLETTER_MODAL = FORM_NAMES.newsletter;
export const NEWSLETTER_THANK_YOU = "Thank you for subscribing!";
/** Double opt-in: nothing is sent until the address's owner opens the link. */
export const NEWSLETTER_CONFIRM_LINE =
  "We have sent a confirmation link to your e-mail address: open it to start your subscription. Every mail carries a link to unsubscribe.";

/** The footer's Newsletters column opens this modal; the subscription form lives inside it. */
export function NewsletterModal({ open, closeHref, onClose }: NewsletterModalProps) {
  const state = useSubmissionForm<typeof newsletterSchema>({ name: NEWSLETTER_MODAL, open });
  const { fields } = state;
  return (
    <Modal open={open} title="Subscribe to our newsletter" closeHref={closeHref} onClose={onClose}>
      {state.ok ? (
        <ThankYou
          title={NEWSLETTER_THANK_YOU}
          text={NEWSLETTER_CONFIRM_LINE}
          explore={{ href: closeHref, onClick: onClose }}
        />
      ) : (
        <>
          <p className="submission-form__intro">
            Seasonal menus, events and openings from our kitchens, once a month.
          </p>
          <SubmissionForm name={NEWSLETTER_MODAL} state={state} submitLabel="Subscribe">
            <TextField
              label="Email"
              type="email"
              field={fields.email}
              autoComplete="email"
              placeholder="you@example.com"
            />
            <TermsField field={fields.terms_and_conditions} />
          </SubmissionForm>
        </>
      )}
    </Modal>
  );
}
