import { TEXTAREA_ROWS } from "@thalassa/contract/constants";
import type { privateEventEnquirySchema } from "@thalassa/contract/submissions";
import { useTranslations } from "use-intl";
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
  const t = useTranslations("forms");
  return (
    <Modal open={open} title={t("privateEventTitle")} closeHref={closeHref} onClose={onClose}>
      {state.ok ? (
        <ThankYou title={t("thankYouEnquiry")} text={t("privateEventThanks")} />
      ) : (
        <>
          <p className="submission-form__intro">{t("privateEventIntro")}</p>
          <SubmissionForm name={ENQUIRY_MODAL} state={state} submitLabel={t("sendEnquiry")}>
            <div className="submission-form__grid">
              <ContactFields fields={fields} emailLabel="Email" />
              <TextField
                label={t("occasion")}
                field={fields.occasion}
                placeholder={t("occasionPlaceholder")}
              />
              <TextField label={t("requiredDate")} type="date" field={fields.required_date} />
              <TextField
                label={t("numberOfGuests")}
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                field={fields.num_of_guests}
              />
            </div>
            <SelectField
              label={t("preferredArea")}
              placeholder={t("chooseVenue")}
              options={areas.map((a) => ({ value: a.id, label: a.name }))}
              field={fields.website_id}
            />
            <TextField label={t("additionalNotes")} rows={TEXTAREA_ROWS} field={fields.additional_notes} />
            <TermsField field={fields.terms} />
          </SubmissionForm>
        </>
      )}
    </Modal>
  );
}
