import { z } from "zod";
import "./zod-config.ts";
import {
  CATERING_WEBSITE_ID,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_BYTES,
} from "./constants.ts";
import { messages, requiredMessage } from "./messages.ts";

/** Empty form values count as missing. */
function blankToUndefined(value: unknown): unknown {
  if (typeof value === "string" && value.trim() === "") return undefined;
  return value;
}

/** A required text field whose every failure reads the given message. */
export function requiredText(message: string) {
  return z.preprocess(blankToUndefined, z.string({ error: message }).trim().min(1, message).max(5000));
}

/**
 * One plain address, local@domain.tld, and nothing else: no display name, no second address
 * (`,` `;`), no quoting, comments or angle brackets, no whitespace or control characters. Mail to
 * a visitor goes to exactly the one address typed, never to a list. Letters and digits of any
 * script are allowed (internationalised addresses); the local part takes the RFC 5322 atom
 * specials except `%` and `!`, which old relays read as routing ("user%host@relay", bang paths).
 */
const EMAIL_PATTERN =
  /^[\p{L}\p{M}\p{N}#$&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{M}\p{N}#$&'*+/=?^_`{|}~-]+)*@[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?(?:\.[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?)+$/u;

/** True for exactly one plain address (see EMAIL_PATTERN); the mailer checks every recipient with it. */
export function isSingleEmailAddress(value: string): boolean {
  const at = value.lastIndexOf("@");
  return value.length <= 254 && at > 0 && at <= 64 && EMAIL_PATTERN.test(value);
}

/** §5: required, then one plain address ('Invalid email address' for anything else). */
export function emailField(requiredMsg: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: requiredMsg })
      .trim()
      .min(1, requiredMsg)
      .refine(isSingleEmailAddress, messages.invalidEmail),
  );
}

/** A checkbox that must be ticked: 'on' from a form, true from JSON. */
export function acceptedCheckbox(message: string) {
  return z.preprocess(
    (v) => (v === true || v === "on" || v === "true" || v === "1" ? true : undefined),
    z.literal(true, { error: message }),
  );
}

/** An ISO calendar date (YYYY-MM-DD), as a date input sends it. */
export function requiredDate(message: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .regex(/^\d{4}-\d{2}-\d{2}$/, message)
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), message),
  );
}

const optionalUtm = z.preprocess(blankToUndefined, z.string().trim().max(200).optional());

export { HONEYPOT_FIELD, IDEMPOTENCY_FIELD };

const idempotencyKey = z.preprocess(blankToUndefined, z.string().trim().min(8).max(100).optional());

/**
 * The language of the page a form was sent from (ADR 0035): the visitor's mails are written in it.
 * The site fills it from the page's address; a caller that sends none gets English.
 */
export const SUBMISSION_LANGUAGES = ["en", "el", "ru"] as const;
export type SubmissionLanguage = (typeof SUBMISSION_LANGUAGES)[number];
export const LANGUAGE_FIELD = "language";
export const LANGUAGE_INVALID = "Language must be one of en, el or ru";
const submissionLanguage = z.preprocess(
  blankToUndefined,
  z.enum(SUBMISSION_LANGUAGES, { error: LANGUAGE_INVALID }).default("en"),
);

/** SPEC §3/§5 Catering enquiry. */
export const cateringEnquirySchema = z.object({
  name: requiredText(requiredMessage("Name")),
  email: emailField(requiredMessage("E-mail")),
  phone: requiredText(requiredMessage("Phone")),
  required_date: requiredDate(requiredMessage("Required Date")),
  location: requiredText(requiredMessage("Location")),
  additional_notes: requiredText(requiredMessage("Additional Notes")),
  terms: acceptedCheckbox(messages.termsRequired),
  type: z.literal("catering").default("catering"),
  website_id: z
    .preprocess(
      // A form sends "7", JSON sends 7.
      (v) => (typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : v),
      z.literal(CATERING_WEBSITE_ID, { error: messages.selectValidOption }),
    )
    .default(CATERING_WEBSITE_ID),
  utm_source: optionalUtm,
  [LANGUAGE_FIELD]: submissionLanguage,
  [IDEMPOTENCY_FIELD]: idempotencyKey,
});
export type CateringEnquiry = z.infer<typeof cateringEnquirySchema>;

/** A positive whole number from a form string or JSON number. */
function wholeNumber(requiredMsg: string, minMsg: string) {
  return z.preprocess(
    (v) => {
      const blank = blankToUndefined(v);
      return typeof blank === "string" && /^-?\d+(\.\d+)?$/.test(blank.trim()) ? Number(blank) : blank;
    },
    z
      .number({ error: requiredMsg })
      .int(messages.integerOnly)
      .min(1, minMsg)
      .max(100000, "Please enter a smaller number"),
  );
}

/** SPEC §3/§5 Private event (celebrate) enquiry. website_id is the preferred area. */
export const privateEventEnquirySchema = z.object({
  name: requiredText(requiredMessage("Name")),
  email: emailField(requiredMessage("Email")),
  phone: requiredText(requiredMessage("Phone")),
  occasion: requiredText(requiredMessage("Occasion")),
  required_date: requiredDate(requiredMessage("Required Date")),
  num_of_guests: wholeNumber(requiredMessage("Number of Guests"), messages.minimumOne),
  /** Preferred area: a restaurant-type website (the API checks the type). */
  website_id: z.preprocess(
    (v) => {
      // An untouched select sends "": that is a missing answer, as a browser's required check says.
      if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return undefined;
      if (typeof v === "string") return /^\d+$/.test(v.trim()) ? Number(v) : 0;
      return v;
    },
    z.number({ error: messages.fieldRequired }).int().positive(messages.selectValidOption),
  ),
  additional_notes: requiredText(requiredMessage("Additional Notes")),
  terms: acceptedCheckbox(messages.termsRequired),
  type: z.literal("celebrate").default("celebrate"),
  utm_source: optionalUtm,
  [LANGUAGE_FIELD]: submissionLanguage,
  [IDEMPOTENCY_FIELD]: idempotencyKey,
});
export type PrivateEventEnquiry = z.infer<typeof privateEventEnquirySchema>;

/** SPEC §3/§5 Newsletter. */
export const newsletterSchema = z.object({
  email: emailField(requiredMessage("Email")),
  terms_and_conditions: acceptedCheckbox(messages.termsRequired),
  utm_source: optionalUtm,
  [LANGUAGE_FIELD]: submissionLanguage,
  [IDEMPOTENCY_FIELD]: idempotencyKey,
});
export type NewsletterSubscription = z.infer<typeof newsletterSchema>;

/** The lower-case extension of a file name, without the dot. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

export function isAllowedUploadName(fileName: string): boolean {
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}

/** §5 upload rules on a File (browser, web action) or a File built from a buffered part (API). */
export function uploadField(requiredMsg: string) {
  return z.preprocess(
    (v) => (v instanceof File && v.size === 0 && v.name === "" ? undefined : v),
    z
      .instanceof(File, { error: requiredMsg })
      .refine((f) => isAllowedUploadName(f.name), messages.fileTypeNotAllowed)
      .refine((f) => f.size <= UPLOAD_MAX_BYTES, messages.fileTooLarge),
  );
}

/** Text fields of a job application (SPEC §3): the API checks these before streaming files. */
export const jobApplicationFieldsSchema = z.object({
  name: requiredText(requiredMessage("Name")),
  email: emailField(requiredMessage("Email")),
  phone: requiredText(requiredMessage("Phone")),
  work_authorized: z.preprocess(
    (v) => (v === true || v === "yes" ? "yes" : v === false || v === "no" ? "no" : undefined),
    z.enum(["yes", "no"], { error: messages.fieldRequired }),
  ),
  terms: acceptedCheckbox(messages.termsRequired),
  job_posting_id: z.preprocess(
    (v) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v),
    z.number({ error: messages.fieldRequired }).int().positive(),
  ),
  utm_source: optionalUtm,
  [LANGUAGE_FIELD]: submissionLanguage,
  [IDEMPOTENCY_FIELD]: idempotencyKey,
});

const jobApplicationObject = jobApplicationFieldsSchema.extend({
  work_permit_file: z.unknown().optional(),
  cv: uploadField(requiredMessage("CV")),
});

/**
 * SPEC §3/§5 Job application, files included. Without work authorization there is no
 * application; with it, the work permit is required. Checked on the raw input, beside the
 * fields' own checks, so every message shows at once.
 */
export const jobApplicationSchema = z
  .unknown()
  .superRefine((raw, ctx) => {
    const result = jobApplicationObject.safeParse(raw);
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: "custom" });
    const value = (raw ?? {}) as Record<string, unknown>;
    const authorized = value.work_authorized;
    if (authorized === "no" || authorized === false) {
      ctx.addIssue({ code: "custom", path: ["work_authorized"], message: messages.cannotProceed });
      return;
    }
    if (authorized !== "yes" && authorized !== true) return;
    const permit = uploadField(requiredMessage("Work Permit")).safeParse(value.work_permit_file);
    if (!permit.success) {
      for (const issue of permit.error.issues) {
        ctx.addIssue({ code: "custom", path: ["work_permit_file"], message: issue.message });
      }
    }
  })
  .transform((raw) => jobApplicationObject.parse(raw));
export type JobApplication = z.infer<typeof jobApplicationSchema>;

/**
 * SPEC §3 Gift card pickup points: fixed ids, named after the brand that hands the cards out
 * (brand names as in the demo content's media manifest). Ids match the brand's website id
 * where they can; id 1 is the group's head office and id 7 the Nicosia city restaurant
 * (website 8), because 8 is not a pickup id.
 */
export const giftCardPickupPoints = [
  {
    id: 1,
    name: "Thalassa Group Head Office",
    names: { el: "Κεντρικά γραφεία της Thalassa Group", ru: "Главный офис Thalassa Group" },
  },
  { id: 2, name: "Glykia Ledra" },
  { id: 3, name: "Glykia Marina" },
  { id: 4, name: "Kyma Beach" },
  { id: 5, name: "Helios Sun" },
  { id: 6, name: "Skala Pier" },
  { id: 7, name: "Agora Nicosia" },
  {
    id: 9,
    name: "Plaza Eleftheria Reception",
    names: { el: "Υποδοχή του Plaza Eleftheria", ru: "Ресепшен Plaza Eleftheria" },
  },
  { id: 10, name: "Forno Strovolos" },
  { id: 11, name: "Forno Limassol" },
  { id: 12, name: "Finikoudes Larnaca" },
] as const;
export const giftCardPickupPointIds = giftCardPickupPoints.map((p) => p.id) as number[];

/**
 * A pickup point's name in a language (ADR 0058): a brand's name is the same in every language;
 * the two points that add words ("Head Office", "Reception") have them in Greek and Russian.
 */
export function pickupPointLabel(id: number, language: string): string {
  const point = giftCardPickupPoints.find((p) => p.id === id);
  if (!point) return `Pickup point ${id}`;
  const names = "names" in point ? (point.names as Record<string, string>) : undefined;
  return names?.[language] ?? point.name;
}

/** §5: digits with up to two decimals, at least 1. */
export const giftCardAmountField = z.preprocess(
  (v) => (typeof v === "number" ? String(v) : blankToUndefined(v)),
  z
    .string({ error: requiredMessage("Amount") })
    .trim()
    .superRefine((raw, ctx) => {
      if (/^-?\d+(\.\d+)?$/.test(raw) && Number(raw) < 1) {
        ctx.addIssue({ code: "custom", message: messages.minimumOne });
      } else if (!/^\d+(\.\d{1,2})?$/.test(raw)) {
        ctx.addIssue({ code: "custom", message: messages.maxTwoDecimals });
      } else if (Number(raw) > 10000) {
        ctx.addIssue({ code: "custom", message: "Maximum value is 10000" });
      }
    }),
);

/** §5: whole numbers, at least 1. */
export const giftCardQuantityField = z.preprocess(
  (v) => (typeof v === "number" ? String(v) : blankToUndefined(v)),
  z
    .string({ error: requiredMessage("Quantity") })
    .trim()
    .superRefine((raw, ctx) => {
      if (/^-?\d+(\.\d+)?$/.test(raw) && Number(raw) < 1) {
        ctx.addIssue({ code: "custom", message: messages.minimumOne });
      } else if (!/^\d+$/.test(raw)) {
        ctx.addIssue({ code: "custom", message: messages.integerOnly });
      } else if (Number(raw) > 100) {
        ctx.addIssue({ code: "custom", message: "Maximum value is 100" });
      }
    }),
);

/** SPEC §3/§5 Gift card order. The total is computed by the API, never taken from the browser. */
export const giftCardOrderSchema = z.object({
  name: requiredText(requiredMessage("Name")),
  amount: giftCardAmountField,
  quantity: giftCardQuantityField,
  // The spec has no format rule here, but the codes are mailed to this address: one plain address.
  email: emailField(requiredMessage("Email")),
  website_id: z.preprocess(
    (v) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : blankToUndefined(v)),
    z
      .number({ error: requiredMessage("Pickup point") })
      .refine((id) => giftCardPickupPointIds.includes(id), messages.selectValidOption),
  ),
  phone: requiredText(requiredMessage("Phone")),
  terms_and_conditions: acceptedCheckbox(messages.termsRequired),
  utm_source: optionalUtm,
  [LANGUAGE_FIELD]: submissionLanguage,
  [IDEMPOTENCY_FIELD]: idempotencyKey,
});
export type GiftCardOrder = z.infer<typeof giftCardOrderSchema>;

/** Amount in cents × quantity, computed without floating-point drift. */
export function giftCardTotalMinor(amount: string, quantity: string): number {
  const [whole = "0", fraction = ""] = amount.split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return cents * Number(quantity);
}

/** Field errors keyed by field name, as the API's 422 answer carries them. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "_form";
    out[key] ??= [];
    out[key].push(issue.message);
  }
  return out;
}

/** 2xx answer of every submission route: the stored record's id. */
export const submissionAcceptedSchema = z.object({ message: z.string(), id: z.number().int() });
export type SubmissionAccepted = z.infer<typeof submissionAcceptedSchema>;

/** SPEC §8 422 answer: 'The given data was invalid.' with messages per field. */
export const invalidDataSchema = z.object({
  message: z.literal(messages.invalidData),
  errors: z.record(z.string(), z.array(z.string())),
});
export type InvalidData = z.infer<typeof invalidDataSchema>;

/** Any other refusal (429, 400, 401 …): one sentence that says what is wrong. */
export const refusalSchema = z.object({ message: z.string() });
