import { getCollectionProps } from "@conform-to/react";
import { UPLOAD_EXTENSIONS } from "@thalassa/contract/constants";
import type { jobApplicationSchema } from "@thalassa/contract/submissions";
import { useTranslations } from "use-intl";
import { useContractMessage } from "../../i18n/contract-message.ts";
import { FORM_NAMES } from "../../lib/form-names.ts";
import { Modal } from "../modal/modal.tsx";
import type { ModalStateProps } from "../modal/use-modal-param.ts";
import { FileField } from "./fields.tsx";
import { ContactFields, TermsField } from "./shared-fields.tsx";
import { SubmissionForm, ThankYou } from "./submission-form.tsx";
import { useSubmissionForm } from "./use-submission-form.ts";

export const APPLY_MODAL = FORM_NAMES.jobApplication;

const ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(",");

interface JobApplicationModalProps extends ModalStateProps {
  job: { id: number; job_title: string };
}

/**
 * The job application opened by 'APPLY FOR ROLE'. SPEC §4: Yes to work authorization reveals
 * the work permit upload and the submit button, No shows the refusal. Done in CSS (:has), so it
 * works the same before JavaScript loads.
 */
export function JobApplicationModal({ open, closeHref, onClose, job }: JobApplicationModalProps) {
  const state = useSubmissionForm<typeof jobApplicationSchema>({ name: APPLY_MODAL, open });
  const { fields } = state;
  const t = useTranslations("forms");
  const validation = useTranslations("validation");
  const localMessage = useContractMessage();
  const fileHint = t("fileHint");
  const authorized = fields.work_authorized.initialValue;
  return (
    <Modal
      open={open}
      title={t("applyTitle", { job: job.job_title })}
      closeHref={closeHref}
      onClose={onClose}
    >
      {state.ok ? (
        <ThankYou title={t("applyThanksTitle")} text={t("applyThanks")} />
      ) : (
        <SubmissionForm
          name={APPLY_MODAL}
          state={state}
          submitLabel={t("submitApplication")}
          multipart
          submitClassName="apply__when-yes"
        >
          <input type="hidden" name="job_posting_id" value={job.id} />
          <div className="submission-form__grid">
            <ContactFields fields={fields} emailLabel="Email" />
          </div>
          <FileField field={fields.cv} label={t("cv")} accept={ACCEPT} hint={fileHint} />
          <fieldset
            className="field apply__authorization"
            aria-describedby={
              fields.work_authorized.errors?.length ? fields.work_authorized.errorId : undefined
            }
          >
            <legend className="field__label">{t("workAuthorized")}</legend>
            <div className="apply__choices">
              {getCollectionProps(fields.work_authorized, {
                type: "radio",
                options: ["yes", "no"],
                ariaAttributes: false,
              }).map(({ key, ...radio }) => (
                <label key={key} className="apply__choice">
                  <input
                    {...radio}
                    className={`apply__radio apply__radio--${radio.value}`}
                    aria-invalid={fields.work_authorized.errors?.length ? true : undefined}
                  />
                  {radio.value === "yes" ? t("yes") : t("no")}
                </label>
              ))}
            </div>
            <p className="apply__refusal" role="status">
              {validation("cannotProceed")}
            </p>
            {fields.work_authorized.errors?.length && authorized !== "no" ? (
              <p id={fields.work_authorized.errorId} className="field__error">
                {localMessage(fields.work_authorized.errors[0]!)}
              </p>
            ) : null}
          </fieldset>
          <div className="apply__when-yes">
            <FileField
              field={fields.work_permit_file}
              label={t("workPermit")}
              accept={ACCEPT}
              hint={fileHint}
            />
          </div>
          <TermsField field={fields.terms} />
        </SubmissionForm>
      )}
    </Modal>
  );
}
