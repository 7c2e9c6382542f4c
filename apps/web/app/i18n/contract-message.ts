import { useTranslations } from "use-intl";
import { type Catalogue, en } from "./messages/en.ts";

type ValidationKey = keyof Catalogue["validation"];
type FormKey = keyof Catalogue["forms"];

/**
 * The contract's schemas and the API speak the SPEC's English (SPEC §5, §8); a page shows their
 * messages in its own language. Each English text maps back to its catalogue key here, so the
 * schemas shared with the API stay as they are.
 */
const validationKeys = new Map<string, ValidationKey>(
  Object.entries(en.validation).map(([key, text]) => [text, key as ValidationKey]),
);
/** Field names inside "{Field} is required", by their English label. */
const fieldKeys = new Map<string, FormKey>(
  Object.entries(en.forms).map(([key, text]) => [text, key as FormKey]),
);
const REQUIRED = /^(.+) is required$/;
const ADMINISTRATOR = /^Something went wrong - Please contact with Administrator \((.*)\)\.$/;

/** A message of the contract or the API in the page's language; an unknown one as it came. */
export function useContractMessage(): (message: string) => string {
  const validation = useTranslations("validation");
  const forms = useTranslations("forms");
  const errors = useTranslations("errors");
  return (message) => {
    const key = validationKeys.get(message);
    if (key && key !== "required") return validation(key);
    const administrator = ADMINISTRATOR.exec(message);
    if (administrator) return errors("administrator", { email: administrator[1]! });
    const required = REQUIRED.exec(message);
    if (required) {
      const field = fieldKeys.get(required[1]!);
      // Field labels take no arguments.
      const label = field ? (forms as (key: FormKey) => string)(field) : required[1]!;
      return validation("required", { field: label });
    }
    return message;
  };
}
