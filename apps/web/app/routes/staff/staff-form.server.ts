import { FORM_UNREADABLE, type FormRead, readForm } from "../../lib/form-action.server.ts";
import { FORM_BODY_LIMITS, type FormBodyLimits } from "../../lib/form-body.server.ts";

/**
 * The staff area's sign-in and invitation forms: a few short text fields, read by the public
 * forms' reader (flat names, counted fields, bounded values) within a far smaller total, so a
 * visitor who is not signed in cannot make the site read and parse megabytes.
 */
export const STAFF_FORM_LIMITS: FormBodyLimits = {
  ...FORM_BODY_LIMITS,
  maxBytes: 64 * 1024,
  maxFields: 16,
  maxValueLength: 4_000,
  tooLargeMessage: "The form is too large to send: it takes a few short fields of text.",
};

/** The posted staff form, or the 400/413 and the sentence saying what is wrong with it. */
export function readStaffForm(request: Request): Promise<FormRead> {
  return readForm(request, FORM_UNREADABLE, STAFF_FORM_LIMITS);
}
