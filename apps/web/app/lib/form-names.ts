/** The modal forms: ?modal=<name> opens one, /forms/<route> receives its post. */
export const FORM_NAMES = {
  catering: "catering",
  privateEvent: "enquiry-form",
  newsletter: "newsletter",
  jobApplication: "apply",
} as const;
export type FormName = (typeof FORM_NAMES)[keyof typeof FORM_NAMES];

export const FORM_ACTIONS: Record<FormName, string> = {
  catering: "/forms/catering",
  "enquiry-form": "/forms/private-event",
  newsletter: "/forms/newsletter",
  apply: "/forms/job-application",
};

/** Hidden fields the site adds to every form. */
export const RETURN_TO_FIELD = "return_to";
/** Present only when JavaScript sent the form: the answer is data, not a redirect. */
export const ENHANCED_FIELD = "_enhanced";
