import { UPLOAD_EXTENSIONS } from "@thalassa/contract/constants";
import { messages } from "@thalassa/contract/messages";
import type { jobApplicationSchema } from "@thalassa/contract/submissions";
import { FORM_NAMES } from "../../lib/form-names.ts";
import { Modal } from "../modal/modal.tsx";
import { bind, ContactFields, TermsField } from "./bound-fields.tsx";
import { FileField } from "./fields.tsx";
import { SubmissionForm, ThankYou } from "./submission-form.tsx";
import { useSubmissionForm } from "./use-submission-form.ts";

export const APPLY_MODAL = FORM_NAMES.jobApplication;

const ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(",");
const FILE_HINT = "jpg, png, jpeg, pdf, doc or docx, up to 2 MB.";

interface JobApplicationModalProps {
  open: boolean;
  closeHref: string;
  onClose: () => void;
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
  const authorized = bind(fields.work_authorized).defaultValue;
  return (
    <Modal open={open} title={`Apply for ${job.job_title}`} closeHref={closeHref} onClose={onClose}>
      {state.ok ? (
        <ThankYou
          title={messages.thankYouApplying}
          text="We read every application and will contact you if your profile matches the role."
        />
      ) : (
        <SubmissionForm
          name={APPLY_MODAL}
          state={state}
          submitLabel="Submit application"
          multipart
          submitClassName="apply__when-yes"
        >
          <input type="hidden" name="job_posting_id" value={job.id} />
          <div className="submission-form__grid">
            <ContactFields fields={fields} emailLabel="Email" />
          </div>
          <FileField
            name="cv"
            label="CV"
            accept={ACCEPT}
            hint={FILE_HINT}
            id={fields.cv.id}
            errors={fields.cv.errors}
          />
          <fieldset
            className="field apply__authorization"
            aria-describedby={
              fields.work_authorized.errors?.length ? `${fields.work_authorized.id}-error` : undefined
            }
          >
            <legend className="field__label">Are you authorized to work in Cyprus?</legend>
            <div className="apply__choices">
              {(["yes", "no"] as const).map((value) => (
                <label key={value} className="apply__choice">
                  <input
                    type="radio"
                    name="work_authorized"
                    value={value}
                    defaultChecked={authorized === value}
                    className={`apply__radio apply__radio--${value}`}
                  />
                  {value === "yes" ? "Yes" : "No"}
                </label>
              ))}
            </div>
            <p className="apply__refusal" role="status">
              {messages.cannotProceed}
            </p>
            {fields.work_authorized.errors?.length && authorized !== "no" ? (
              <p id={`${fields.work_authorized.id}-error`} className="field__error">
                {fields.work_authorized.errors[0]}
              </p>
            ) : null}
          </fieldset>
          <div className="apply__when-yes">
            <FileField
              name="work_permit_file"
              label="Work Permit"
              accept={ACCEPT}
              hint={FILE_HINT}
              id={fields.work_permit_file.id}
              errors={fields.work_permit_file.errors}
            />
          </div>
          <TermsField field={fields.terms} />
        </SubmissionForm>
      )}
    </Modal>
  );
}
