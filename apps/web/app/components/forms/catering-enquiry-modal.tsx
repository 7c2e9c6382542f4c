import { TEXTAREA_ROWS } from "@thalassa/contract/constants";
import type { cateringEnquirySchema } from "@thalassa/contract/submissions";
import { useTranslations } from "use-intl";
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
  const t = useTranslations("forms");
  return (
    <Modal open={open} title={t("cateringTitle")} closeHref={closeHref} onClose={onClose}>
      {state.ok ? (
        <ThankYou
          title={t("thankYouEnquiry")}
          text={t("cateringThanks")}
          explore={{ href: closeHref, onClick: onClose }}
        />
      ) : (
        <>
          <p className="submission-form__intro">{t("cateringIntro")}</p>
          <SubmissionForm name={CATERING_MODAL} state={state} submitLabel={t("sendEnquiry")}>
            <div className="submission-form__grid">
              <ContactFields fields={fields} emailLabel="E-mail" />
              <TextField label={t("requiredDate")} type="date" field={fields.required_date} />
            </div>
            <TextField label={t("location")} field={fields.location} placeholder={t("locationPlaceholder")} />
            <TextField
              label={t("additionalNotes")}
              rows={TEXTAREA_ROWS}
              field={fields.additional_notes}
              placeholder={t("cateringAdditionalPlaceholder")}
            />
            <TermsField field={fields.terms} />
          </SubmissionForm>
        </>
      )}
    </Modal>
  );
}
