import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  cateringEnquirySchema,
  giftCardOrderSchema,
  jobApplicationSchema,
  newsletterSchema,
  privateEventEnquirySchema,
} from "@thalassa/contract/submissions";
import type { z } from "zod";
import { FORM_NAMES, type FormName } from "../../lib/form-names.ts";

const schemas: Record<FormName, z.ZodType> = {
  [FORM_NAMES.catering]: cateringEnquirySchema,
  [FORM_NAMES.privateEvent]: privateEventEnquirySchema,
  [FORM_NAMES.newsletter]: newsletterSchema,
  [FORM_NAMES.jobApplication]: jobApplicationSchema,
};

/**
 * The contract schemas in the browser. Loaded on demand, once a form is on screen, so pages
 * without an open form do not download Zod; until it arrives the server validates alone.
 */
export function validateForm(name: FormName, formData: FormData): Submission<Record<string, unknown>> {
  return parseWithZod(formData, { schema: schemas[name], disableAutoCoercion: true }) as Submission<
    Record<string, unknown>
  >;
}

/** The gift card order (SPEC §5), checked with the same schema the route's action uses. */
export function validateGiftCard(formData: FormData) {
  return parseWithZod(formData, { schema: giftCardOrderSchema, disableAutoCoercion: true });
}
