import { messages } from "@thalassa/contract/messages";
import { useTranslations } from "use-intl";
import type { Catalogue } from "./messages/en.ts";

type ValidationKey = keyof Catalogue["validation"];
type FormKey = keyof Catalogue["forms"];

/**
 * The contract's schemas and the API speak the SPEC's English (SPEC §5, §8); a page shows their
 * messages in its own language. Each English text maps back to its catalogue key here, so the
 * schemas shared with the API stay as they are. (The catalogue's validation keys are the contract's
 * message names; the English catalogue itself stays on the server.)
 */
export const VALIDATION_KEYS = [
  "invalidEmail",
  "termsRequired",
  "fieldRequired",
  "selectValidOption",
  "fileTypeNotAllowed",
  "fileTooLarge",
  "minimumOne",
  "maxTwoDecimals",
  "integerOnly",
  "cannotProceed",
  "invalidData",
] as const satisfies (ValidationKey & keyof typeof messages)[];
const validationKeys = new Map<string, (typeof VALIDATION_KEYS)[number]>(
  VALIDATION_KEYS.map((key) => [messages[key], key]),
);

/** The fields the contract names in "{Field} is required", by their English label. */
export const REQUIRED_FIELDS: Record<string, FormKey> = {
  Name: "name",
  Email: "email",
  "E-mail": "emailCatering",
  Phone: "phone",
  "Required Date": "requiredDate",
  Location: "location",
  "Additional Notes": "additionalNotes",
  Occasion: "occasion",
  "Number of Guests": "numberOfGuests",
  CV: "cv",
  "Work Permit": "workPermit",
  Amount: "amount",
  Quantity: "quantity",
  "Pickup point": "pickupPoint",
};
const REQUIRED = /^(.+) is required$/;
const ADMINISTRATOR = /^Something went wrong - Please contact with Administrator \((.*)\)\.$/;

/** A message of the contract or the API in the page's language; an unknown one as it came. */
export function useContractMessage(): (message: string) => string {
  const validation = useTranslations("validation");
  const forms = useTranslations("forms");
  const errors = useTranslations("errors");
  return (message) => {
    const key = validationKeys.get(message);
    if (key) return validation(key);
    const administrator = ADMINISTRATOR.exec(message);
    if (administrator) return errors("administrator", { email: administrator[1]! });
    const required = REQUIRED.exec(message);
    if (required) {
      const field = REQUIRED_FIELDS[required[1]!];
      // Field labels take no arguments.
      const label = field ? (forms as (key: FormKey) => string)(field) : required[1]!;
      return validation("required", { field: label });
    }
    return message;
  };
}
