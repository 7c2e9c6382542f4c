import { TEXTAREA_ROWS } from "@thalassa/contract/constants";
import { messages } from "@thalassa/contract/messages";
import type { privateEventEnquirySchema } from "@thalassa/contract/submissions";
import { FORM_NAMES } from "../../lib/form-names.ts";
import { Modal } from "../modal/modal.tsx";
import type { ModalStateProps } from "../modal/use-modal-param.ts";
import { SelectField, TextField } from "./fields.tsx";
import { ContactFields, TermsField } from "./shared-fields.tsx";
import { SubmissionForm, ThankYou } from "./submission-form.tsx";
import { useSubmissionForm } from "./use-submission-form.ts";

/** SPEC §2: /private-events?modal=enquiry-form opens this form. */
export const ENQUIRY_MODAL = FORM_NAMES.privateEvent;

interface PrivateEventEnquiryModalProps extends ModalStateProps {
  /** Preferred areas: restaurant-type websites only (SPEC §5); see getPreferredAreas(). */
  areas: { id: number; name: string }[];
}

/** The celebrate (private event) enquiry. */
export function PrivateEventEnquiryModal({ open, closeHref, onClose, areas }: PrivateEventEnquiryModalProps) {
  const state = useSubmissionForm<typeof privateEventEnquirySchema>({ name: ENQUIRY_MODAL, open });
  const { fields } = state;
  return (
    <Modal open={open} title="Private event enquiry" closeHref={closeHref} onClose={onClose}>
      {state.ok ? (
        <ThankYou
          title={messages.thankYouEnquiry}
          text="Our events team will contact you shortly to plan your celebration."
        />
      ) : (
        <>
          <p className="submission-form__intro">
            Birthdays, weddings, corporate dinners: tell us what you are celebrating and where, and we will
            shape the evening around it.
          </p>
          <SubmissionForm name={ENQUIRY_MODAL} state={state} submitLabel="Send enquiry">
            <div className="submission-form__grid">
              <ContactFields fields={fields} emailLabel="Email" />
              <TextField
                label="Occasion"
                field={fields.occasion}
                placeholder="Birthday, wedding, company dinner…"
              />
              <TextField label="Required Date" type="date" field={fields.required_date} />
              <TextField
                label="Number of Guests"
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                field={fields.num_of_guests}
              />
            </div>
            <SelectField
              label="Preferred Area"
              placeholder="Choose a venue"
              options={areas.map((a) => ({ value: a.id, label: a.name }))}
              field={fields.website_id}
            />
            <TextField label="Additional Notes" rows={TEXTAREA_ROWS} field={fields.additional_notes} />
            <TermsField field={fields.terms} />
          </SubmissionForm>
        </>
      )}
    </Modal>
  );
}
