import { TEXTAREA_ROWS } from "@thalassa/contract/constants";
import { messages } from "@thalassa/contract/messages";
import type { cateringEnquirySchema } from "@thalassa/contract/submissions";
import { FORM_NAMES } from "../../lib/form-names.ts";
import { Modal } from "../modal/modal.tsx";
import type { ModalStateProps } from "../modal/use-modal-param.ts";
import { TextField } from "./fields.tsx";
import { ContactFields, TermsField } from "./shared-fields.tsx";
import { SubmissionForm, ThankYou } from "./submission-form.tsx";
import { useSubmissionForm } from "./use-submission-form.ts";

export const CATERING_MODAL = FORM_NAMES.catering;

type CateringEnquiryModalProps = ModalStateProps;

/** The catering enquiry (SPEC §3/§5), opened from the home catering tile and /private-events. */
export function CateringEnquiryModal({ open, closeHref, onClose }: CateringEnquiryModalProps) {
  const state = useSubmissionForm<typeof cateringEnquirySchema>({ name: CATERING_MODAL, open });
  const { fields } = state;
  return (
    <Modal open={open} title="Catering enquiry" closeHref={closeHref} onClose={onClose}>
      {state.ok ? (
        <ThankYou
          title={messages.thankYouEnquiry}
          text="Our catering team will be in touch shortly to plan your event with you."
          explore={{ href: closeHref, onClick: onClose }}
        />
      ) : (
        <>
          <p className="submission-form__intro">
            From office lunches to seaside weddings, tell us about your event and our catering team will come
            back to you with a proposal.
          </p>
          <SubmissionForm name={CATERING_MODAL} state={state} submitLabel="Send enquiry">
            <div className="submission-form__grid">
              <ContactFields fields={fields} emailLabel="E-mail" />
              <TextField label="Required Date" type="date" field={fields.required_date} />
            </div>
            <TextField label="Location" field={fields.location} placeholder="Venue or address" />
            <TextField
              label="Additional Notes"
              rows={TEXTAREA_ROWS}
              field={fields.additional_notes}
              placeholder="Number of guests, menu wishes, dietary needs"
            />
            <TermsField field={fields.terms} />
          </SubmissionForm>
        </>
      )}
    </Modal>
  );
}
