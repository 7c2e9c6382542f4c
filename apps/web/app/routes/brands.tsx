import type { Website } from "@thalassa/contract/entities";
import { escapeXml } from "@thalassa/contract/text";
import { useTranslations } from "use-intl";
import { brandActions, whatsappLink } from "../components/brands/brand-actions.ts";
import { BrandCard } from "../components/brands/brand-card.tsx";
import { prepareHero } from "../components/content/blocks.server.ts";
import { PageHero } from "../components/content/page-hero.tsx";
import { fieldLang } from "../i18n/content-language.tsx";
import { requestLocale } from "../i18n/request-locale.server.ts";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { getPageBlocks, getWebsites } from "../lib/api.server.ts";
import { formatOpeningHours } from "../lib/opening-hours.ts";
import { addPlaceholders } from "../lib/placeholders.server.ts";
import { safeHtml } from "../lib/sanitize.server.ts";
import { buildSeo, localeUrl } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { brandJsonLd, compact } from "../lib/structured-data.server.ts";
import { isBlank } from "../lib/text.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/brands";

/**
 * The brand's menu: its structured menu's page when it has a live one (ADR 0036), else the PDF
 * viewer of the menu filed under it (SPEC §2), else none.
 */
function brandMenuPath(b: { menu_url?: string | null; menu_card_url?: string | null }): string | null {
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
function cardHours(b: Website) {
  const locale = requestLocale();
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

export async function loader() {
  const title = serverTranslator("nav")("brands");
  const [blocks, websites] = await Promise.all([getPageBlocks("brands"), getWebsites()]);
  const brands = websites.filter((w) => w.type !== "main").sort((a, b) => a.order - b.order);
  const cards = brands.map((b) => ({
    id: b.id,
    name: b.name,
    domain: b.domain,
    locality: b.address?.locality ?? null,
    // The locality and the phones' labels are translated per brand too (ADR 0058).
    localityLang: fieldLang(b, "address", requestLocale()),
    phonesLang: fieldLang(b, "phones", requestLocale()),
    // The medium photo carries the brand's lockup; the card shows a plain photo with its own logo chip.
    image: b.images.carousel[0] ?? b.images.medium ?? null,
    logo: b.images.logo ?? null,
    phones: b.phones,
    ...cardHours(b),
    whatsapp: whatsappLink(b.whatsapp),
    actions: brandActions(b),
    menuPath: brandMenuPath(b),
  }));
  const hero = prepareHero(blocks.Hero);
  const seo = await buildSeo({
    path: "/brands",
    title,
    image: hero?.bg_image,
    jsonLd: brands.map((b) =>
      compact({
        ...brandJsonLd(b),
        menu: brandMenuPath(b) ? localeUrl(brandMenuPath(b) ?? "") : undefined,
      }),
    ),
  });
  return {
    title,
    seo,
    hero,
    cards: addPlaceholders(cards),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function BrandsPage({ loaderData }: Route.ComponentProps) {
  const pages = useTranslations("pages");
  const { hero, cards } = loaderData;
  return (
    <>
      <PageHero hero={hero} fallbackTitle={loaderData.title} eyebrow={pages("brandsEyebrow")} />
      <section className="section container" aria-label={pages("allBrands")}>
        <ul className="brand-list">
          {cards.map((card) => (
            <li key={card.id}>
              <BrandCard brand={card} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
