import type { Website } from "@thalassa/contract/entities";
import { escapeXml } from "@thalassa/contract/text";
import { fieldLang } from "../../i18n/content-language.tsx";
import type { Locale } from "../../i18n/locales.ts";
import { formatOpeningHours } from "../../lib/opening-hours.ts";
import { safeHtml } from "../../lib/sanitize.server.ts";
import { isBlank } from "../../lib/text.ts";
import { brandActions, whatsappLink } from "./brand-actions.ts";
import type { BrandCardView } from "./brand-card.tsx";

/*
 * A brand as /brands shows it on its card, prepared from the public read: shared by the page's
 * loader and a brand's preview (ADR 0068), so the preview shows what the page will.
 */

/** The brands /brands lists: every one but the group's own site. */
export const listedOnBrandsPage = (brand: Pick<Website, "type">) => brand.type !== "main";

/**
 * The brand's menu: its structured menu's page when it has a live one (ADR 0036), else the PDF
 * viewer of the menu filed under it (SPEC §2), else none.
 */
export function brandMenuPath(b: { menu_url?: string | null; menu_card_url?: string | null }): string | null {
  if (b.menu_card_url) return `/menu/${b.menu_card_url}`;
  return b.menu_url ? `/menus/${b.menu_url}` : null;
}

/** A group of hours as the card's paragraphs, or null when there are none. */
const paragraphs = (lines: string[]) =>
  lines.length ? safeHtml(lines.map((line) => `<p>${escapeXml(line)}</p>`).join("")) : null;

/**
 * The card's opening hours: the structured days and times written in the page's language
 * (ADR 0058), else the free texts, translated per brand (ADR 0039) and marked with their language.
 */
function cardHours(b: Website, locale: Locale) {
  if (b.opening_hours.length) {
    const hours = formatOpeningHours(b.opening_hours, locale);
    return {
      weekdays: paragraphs(hours.weekdays),
      weekends: paragraphs(hours.weekends),
      hoursLang: locale === "en" ? undefined : locale,
    };
  }
  return {
    weekdays: isBlank(b.opening_hours_weekdays) ? null : safeHtml(b.opening_hours_weekdays),
    weekends: isBlank(b.opening_hours_weekends) ? null : safeHtml(b.opening_hours_weekends),
    hoursLang: fieldLang(b, "opening_hours_weekdays", locale),
  };
}

/** One brand's card on /brands, in the page's language. */
export function brandCardView(b: Website, locale: Locale): BrandCardView {
  return {
    id: b.id,
    name: b.name,
    domain: b.domain,
    locality: b.address?.locality ?? null,
    // The locality and the phones' labels are translated per brand too (ADR 0058).
    localityLang: fieldLang(b, "address", locale),
    phonesLang: fieldLang(b, "phones", locale),
    // The medium photo carries the brand's lockup; the card shows a plain photo with its own logo chip.
    image: b.images.carousel[0] ?? b.images.medium ?? null,
    logo: b.images.logo ?? null,
    phones: b.phones,
    ...cardHours(b, locale),
    whatsapp: whatsappLink(b.whatsapp),
    actions: brandActions(b),
    menuPath: brandMenuPath(b),
  };
}
