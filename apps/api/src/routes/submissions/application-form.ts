import { messages } from "@thalassa/contract/messages";
import { fieldErrors, type JobApplication, jobApplicationSchema } from "@thalassa/contract/submissions";
import type { FieldErrors } from "../../submissions/invalid-data.ts";
import type { CheckedFile } from "../../submissions/stored-uploads.ts";
import { checkUploadContent } from "../../submissions/upload-content.ts";
import type { ReceivedFile } from "./multipart-form.ts";

/** The application form's file inputs. */
export const FILE_FIELDS = ["cv", "work_permit_file"] as const;
export type FileField = (typeof FILE_FIELDS)[number];

export type CheckedApplication =
  | { application: JobApplication; files: Record<FileField, CheckedFile> }
  | { errors: FieldErrors };

const asFile = (f: ReceivedFile | undefined) =>
  f ? new File([new Uint8Array(f.data)], f.name || "upload") : undefined;

/**
 * The application's fields by the shared schema, and each file by its size and by its content,
 * which must be the type its extension names (SPEC §5). Every invalid field is reported at once.
 */
export function checkApplication(
  fields: Record<string, string>,
  files: Partial<Record<FileField, ReceivedFile>>,
): CheckedApplication {
  const parsed = jobApplicationSchema.safeParse({
    ...fields,
    cv: asFile(files.cv),
    work_permit_file: asFile(files.work_permit_file),
  });
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
  const checked: Partial<Record<FileField, CheckedFile>> = {};
  for (const field of FILE_FIELDS) {
    const file = files[field];
    if (!file || errors[field]) continue;
    if (file.truncated) {
      errors[field] = [messages.fileTooLarge];
      continue;
    }
    const type = checkUploadContent(file.name, file.data);
    if (!type) errors[field] = [messages.fileTypeNotAllowed];
    else checked[field] = { name: file.name, data: file.data, type };
  }
  if (!parsed.success || Object.keys(errors).length) return { errors };
  return { application: parsed.data, files: checked as Record<FileField, CheckedFile> };
}
