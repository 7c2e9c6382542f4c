import { TEXTAREA_ROWS } from "@thalassa/contract/constants";
import { messages } from "@thalassa/contract/messages";
import { privateEventEnquirySchema } from "@thalassa/contract/submissions";
import { FORM_NAMES } from "../../lib/form-names.ts";
import { Modal } from "../modal/modal.tsx";
import { CheckboxField, SelectField, TextField } from "./fields.tsx";
import { SubmissionForm, ThankYou } from "./submission-form.tsx";
import { TermsLabel } from "./terms-label.tsx";
import { useSubmissionForm } from "./use-submission-form.ts";

/** SPEC §2: /private-events?modal=enquiry-form opens this form. */
export const ENQUIRY_MODAL = FORM_NAMES.privateEvent;

interface PrivateEventEnquiryModalProps {
  open: boolean;
  closeHref: string;
  onClose: () => void;
  /** Preferred areas: restaurant-type websites only (SPEC §5); see getPreferredAreas(). */
  areas: { id: number; name: string }[];
}

/** The celebrate (private event) enquiry. */
export function PrivateEventEnquiryModal({ open, closeHref, onClose, areas }: PrivateEventEnquiryModalProps) {
  const state = useSubmissionForm({ name: ENQUIRY_MODAL, schema: privateEventEnquirySchema, open });
  const { fields } = state;
  const text = (v: unknown) => (typeof v === "string" ? v : undefined);
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
                label="Email"
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
                name="occasion"
                label="Occasion"
                id={fields.occasion.id}
                errors={fields.occasion.errors}
                defaultValue={text(fields.occasion.initialValue)}
                placeholder="Birthday, wedding, company dinner…"
              />
              <TextField
                name="required_date"
                label="Required Date"
                type="date"
                id={fields.required_date.id}
                errors={fields.required_date.errors}
                defaultValue={text(fields.required_date.initialValue)}
              />
              <TextField
                name="num_of_guests"
                label="Number of Guests"
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                id={fields.num_of_guests.id}
                errors={fields.num_of_guests.errors}
                defaultValue={text(fields.num_of_guests.initialValue)}
              />
            </div>
            <SelectField
              name="website_id"
              label="Preferred Area"
              placeholder="Choose a venue"
              options={areas.map((a) => ({ value: a.id, label: a.name }))}
              id={fields.website_id.id}
              errors={fields.website_id.errors}
              defaultValue={text(fields.website_id.initialValue)}
            />
            <TextField
              name="additional_notes"
              label="Additional Notes"
              rows={TEXTAREA_ROWS}
              id={fields.additional_notes.id}
              errors={fields.additional_notes.errors}
              defaultValue={text(fields.additional_notes.initialValue)}
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
