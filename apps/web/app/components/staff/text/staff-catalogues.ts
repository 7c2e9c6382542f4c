import type { StaffInterfaceLanguage } from "@thalassa/contract/staff";
import { staffEl } from "./staff-el.ts";
import { type StaffCatalogue, staffEn } from "./staff-en.ts";

/** The staff catalogues by interface language (ADR 0065). */
export const staffCatalogues: Record<StaffInterfaceLanguage, StaffCatalogue> = { en: staffEn, el: staffEl };

/**
 * The locale dates, times and numbers are written in: British English (day before month, 24-hour
 * clock), and the Greek of Cyprus. The clock stays Cyprus time in both (SITE_TIME_ZONE).
 */
export const staffFormatLocales: Record<StaffInterfaceLanguage, string> = { en: "en-GB", el: "el-CY" };
