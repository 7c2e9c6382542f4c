import { TEXTAREA_ROWS } from "@thalassa/contract/constants";
import { messages } from "@thalassa/contract/messages";
import { cateringEnquirySchema } from "@thalassa/contract/submissions";
import { FORM_NAMES } from "../../lib/form-names.ts";
import { Modal } from "../modal/modal.tsx";
import { CheckboxField, TextField } from "./fields.tsx";
import { SubmissionForm, ThankYou } from "./submission-form.tsx";
import { TermsLabel } from "./terms-label.tsx";
import { useSubmissionForm } from "./use-submission-form.ts";

export const CATERING_MODAL = FORM_NAMES.catering;

interface CateringEnquiryModalProps {
  open: boolean;
  closeHref: string;
  onClose: () => void;
}

/** The catering enquiry (SPEC §3/§5), opened from the home catering tile and /private-events. */
export function CateringEnquiryModal({ open, closeHref, onClose }: CateringEnquiryModalProps) {
  const state = useSubmissionForm({ name: CATERING_MODAL, schema: cateringEnquirySchema, open });
  const { fields } = state;
  const text = (v: unknown) => (typeof v === "string" ? v : undefined);
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
              <TextField
                name="name"
                label="Name"
                id={fields.name.id}
                errors={fields.name.errors}
                defaultValue={text(fields.name.initialValue)}
                autoComplete="name"
              />
              <TextField
                name="email"
                label="E-mail"
                type="email"
                id={fields.email.id}
                errors={fields.email.errors}
                defaultValue={text(fields.email.initialValue)}
                autoComplete="email"
              />
              <TextField
                name="phone"
                label="Phone"
                type="tel"
                id={fields.phone.id}
                errors={fields.phone.errors}
                defaultValue={text(fields.phone.initialValue)}
                autoComplete="tel"
              />
              <TextField
                name="required_date"
                label="Required Date"
                type="date"
                id={fields.required_date.id}
                errors={fields.required_date.errors}
                defaultValue={text(fields.required_date.initialValue)}
              />
            </div>
            <TextField
              name="location"
              label="Location"
              id={fields.location.id}
              errors={fields.location.errors}
              defaultValue={text(fields.location.initialValue)}
              placeholder="Venue or address"
            />
            <TextField
              name="additional_notes"
              label="Additional Notes"
              rows={TEXTAREA_ROWS}
              id={fields.additional_notes.id}
              errors={fields.additional_notes.errors}
              defaultValue={text(fields.additional_notes.initialValue)}
              placeholder="Number of guests, menu wishes, dietary needs"
            />
            <CheckboxField
              name="terms"
              label={<TermsLabel />}
              id={fields.terms.id}
              errors={fields.terms.errors}
              defaultChecked={fields.terms.initialValue === "on"}
            />
          </SubmissionForm>
        </>
      )}
    </Modal>
  );
}
