import type { StaffInterfaceLanguage } from "@thalassa/contract/staff";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { createTranslator } from "use-intl/core";
import { staffFormatLocales } from "./staff-catalogues.ts";
import { type StaffCatalogue, staffEn } from "./staff-en.ts";

interface StaffText {
  language: StaffInterfaceLanguage;
  messages: StaffCatalogue;
}

const StaffTextContext = createContext<StaffText | null>(null);

/** Gives the signed-in frame the catalogue its layout's loader sent for the account's language. */
export function StaffTextProvider({ language, messages, children }: StaffText & { children: ReactNode }) {
  const value = useMemo(() => ({ language, messages }), [language, messages]);
  return <StaffTextContext.Provider value={value}>{children}</StaffTextContext.Provider>;
}

export function staffTranslator(language: StaffInterfaceLanguage, messages: StaffCatalogue) {
  return createTranslator({ locale: language, messages });
}

export type StaffTranslate = ReturnType<typeof staffTranslator>;

/**
 * The staff interface's text in the signed-in person's language: `t("frame.signOut")`, with the
 * language (for `lang` and Intl) and the locale dates are formatted in.
 */
export function useStaffText() {
  const given = useContext(StaffTextContext);
  return useMemo(() => {
    const language = given?.language ?? "en";
    return { t: translatorOf(given), language, formatLocale: staffFormatLocales[language] };
  }, [given]);
}

/** A translator for the catalogue a staff layout's loader sent, or English without one. */
export function translatorOf(given: StaffText | null | undefined): StaffTranslate {
  return given?.messages ? staffTranslator(given.language, given.messages) : plainEnglish;
}

/**
 * Outside the signed-in frame (sign-in, forgotten password, reset, accept invitation, and the
 * frame's own error screen) there is no account to choose a language for, and no catalogue from a
 * loader: the shared controls those screens use read the English catalogue as written, its simple
 * `{name}` arguments filled in. (The build formats compiled messages only, and these few texts need
 * no plural rules, so no ICU parser is shipped for them.)
 */
const plainEnglish = ((key: string, values?: Record<string, unknown>) => {
  const [namespace = "", name = ""] = key.split(".");
  const text = (staffEn as unknown as Record<string, Record<string, string>>)[namespace]?.[name] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, argument: string) =>
    values && argument in values ? String(values[argument]) : whole,
  );
}) as StaffTranslate;
