/** Texts the spec fixes word for word (SPEC §2, §4, §5, §8). */
export const messages = {
  invalidEmail: "Invalid email address",
  termsRequired: "Terms and Conditions are required",
  fieldRequired: "This field is required",
  selectValidOption: "Please select a valid option",
  fileTypeNotAllowed:
    "File type is not allowed. Please upload a file of type jpg, png, jpeg, pdf, doc, docx.",
  fileTooLarge: "File size exceeds 2MB.",
  minimumOne: "Minimum value is 1",
  maxTwoDecimals: "Only numbers with max 2 decimal places are allowed",
  integerOnly: "Only integer values are allowed",
  cannotProceed: "Sorry, unfortunately you cannot proceed with the application.",
  thankYouEnquiry: "Thank you for your enquiry!",
  thankYouApplying: "Thank you for applying!",
  invalidData: "The given data was invalid.",
  giftCardCreated: "Gift card successfully created",
  giftCardThankYou: "Thank you for your order.",
  paymentFailed: "Payment failed",
  paymentTryAgain: "Try again in few minutes",
  routeError: "Something went wrong. Please try again!",
  noNews: "Currently, we have no news available. Please stay tuned for updates.",
  noMoreNews: "No more news!",
  noJobs: "Not available jobs!",
  parseFailed: "Failed to parse content",
} as const;

/** '{Field} is required' */
export function requiredMessage(field: string): string {
  return `${field} is required`;
}

/** §8: any submission failure other than invalid data. */
export function administratorMessage(email: string): string {
  return `Something went wrong - Please contact with Administrator (${email}).`;
}

/** §8: a news article that failed to load. */
export function loadErrorMessage(message: string): string {
  return `Error: ${message}`;
}
