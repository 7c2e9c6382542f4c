import type { StaffInterfaceLanguage } from "@thalassa/contract/staff";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { createTranslator } from "use-intl/core";
import { staffFormatLocales } from "./staff-catalogues.ts";
import { type StaffCatalogue, staffEn } from "./staff-en.ts";

interface StaffText {
  language: StaffInterfaceLanguage;
  messages: StaffCatalogue;
}

/*
 * Outside the signed-in frame (sign-in, forgotten password, reset, accept invitation) there is no
 * account to choose a language for: the shared controls those screens use read English.
 */
const StaffTextContext = createContext<StaffText>({ language: "en", messages: staffEn });

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
  const { language, messages } = useContext(StaffTextContext);
  return useMemo(
    () => ({ t: staffTranslator(language, messages), language, formatLocale: staffFormatLocales[language] }),
    [language, messages],
  );
}
