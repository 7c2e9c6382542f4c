import type { StaffInterfaceLanguage } from "@thalassa/contract/staff";
import compile from "icu-minify/compile";
import { staffCatalogues } from "./staff-catalogues.ts";
import type { StaffCatalogue } from "./staff-en.ts";
import { staffTranslator } from "./use-staff-text.tsx";

/**
 * A staff catalogue compiled ahead of formatting, as the public ones are (compiled-catalogue.server.ts):
 * the build formats with use-intl's format-only runtime, which reads compiled messages, not ICU
 * text. Typed as the catalogue it comes from, so `t()` keys stay checked.
 */
const compiled = new Map<StaffInterfaceLanguage, StaffCatalogue>();

export function compiledStaffCatalogue(language: StaffInterfaceLanguage): StaffCatalogue {
  let messages = compiled.get(language);
  if (!messages) {
    const out: Record<string, Record<string, unknown>> = {};
    for (const [namespace, texts] of Object.entries(staffCatalogues[language])) {
      out[namespace] = Object.fromEntries(
        Object.entries(texts as Record<string, string>).map(([key, text]) => [key, compile(text)]),
      );
    }
    messages = out as unknown as StaffCatalogue;
    compiled.set(language, messages);
  }
  return messages;
}

/** A translator for text a staff action or loader writes, in the signed-in person's language. */
export function staffServerText(language: StaffInterfaceLanguage) {
  return staffTranslator(language, compiledStaffCatalogue(language));
}
