import { SITE_TIME_ZONE } from "@thalassa/contract/constants";
import { type ContentModel, schemaOrgProperties } from "@thalassa/contract/content-model";
import { eventModel, jobModel, newsModel } from "@thalassa/contract/content-models";
import type { Address, Event, Job, NewsItem, SiteSettings, Website } from "@thalassa/contract/entities";
import { type OpeningHoursRow, weekDayNames, weekDays } from "@thalassa/contract/shapes";
import { LOCALES } from "../i18n/locales.ts";
import { absoluteUrl, localeUrl } from "./seo.server.ts";
import { htmlToText, isBlank } from "./text.ts";

type Thing = Record<string, unknown>;

function postalAddress(address: Address | null | undefined): Thing | undefined {
  if (!address) return undefined;
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.locality,
    postalCode: address.postal_code,
    addressCountry: address.country,
  };
}

/** The UTC offset of the site's zone on a date, as "+02:00" / "+03:00". */
export function siteZoneOffset(date: string): string {
  const probe = new Date(`${date}T12:00:00Z`);
  const name = new Intl.DateTimeFormat("en-GB", { timeZone: SITE_TIME_ZONE, timeZoneName: "longOffset" })
    .formatToParts(probe)
    .find((p) => p.type === "timeZoneName")?.value;
  const match = /GMT([+-]\d{2}):?(\d{2})?/.exec(name ?? "");
  return match ? `${match[1]}:${match[2] ?? "00"}` : "+00:00";
}

const DAY_NAMES: Record<string, string> = weekDayNames;
const DAY_ORDER: readonly string[] = weekDays;

/**
 * Reads opening hours written as lines like `Mon–Fri: 12:00 – 23:00` or `Sat: 10:00 – 00:00`.
 * Returns null when any line cannot be read, so the caller falls back to plain text.
 */
export function parseOpeningHours(html: string | null | undefined): Thing[] | null {
  if (isBlank(html)) return null;
  const lines = html!
    .split(/<\/p>|<br\s*\/?>|\n/i)
    .map((line) => htmlToText(line))
    .filter(Boolean);
  const specs: Thing[] = [];
  for (const line of lines) {
    const m =
      /^([A-Za-z]{3})(?:\s*[–-]\s*([A-Za-z]{3}))?\s*:\s*(\d{1,2}:\d{2})\s*[–-]\s*(\d{1,2}:\d{2})$/.exec(line);
    if (!m) return null;
    const from = DAY_ORDER.indexOf(m[1]!.toLowerCase());
    const to = m[2] ? DAY_ORDER.indexOf(m[2].toLowerCase()) : from;
    if (from < 0 || to < 0) return null;
    const days = DAY_ORDER.slice(from, to + 1).map((d) => DAY_NAMES[d]);
    specs.push({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: days,
      opens: m[3]!.padStart(5, "0"),
      closes: m[4]!.padStart(5, "0"),
    });
  }
  return specs.length ? specs : null;
}

export function organizationJsonLd(settings: SiteSettings, websites: Website[]): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: settings.name,
    // The home page in the language of the page that carries this (ADR 0035).
    url: localeUrl("/"),
    logo: settings.images.favicon?.url ? absoluteUrl(settings.images.favicon.url) : undefined,
    knowsLanguage: [...LOCALES],
    email: settings.email ?? undefined,
    telephone: settings.phone ?? undefined,
    address: postalAddress(settings.address),
    sameAs: settings.social.map((s) => s.url),
    subOrganization: websites
      .filter((w) => w.type !== "main")
      .map((w) => ({ "@type": "Organization", name: w.name, url: w.domain })),
  };
}

/** A brand's structured opening hours (ADR 0058) as schema.org specifications, or null if none are set. */
export function openingHoursSpecification(
  rows: readonly OpeningHoursRow[] | null | undefined,
): Thing[] | null {
  if (!rows?.length) return null;
  return rows.map((row) => ({
    "@type": "OpeningHoursSpecification",
    // In the week's order, whatever order staff ticked them in.
    dayOfWeek: DAY_ORDER.filter((day) => row.days.includes(day as OpeningHoursRow["days"][number])).map(
      (day) => DAY_NAMES[day],
    ),
    opens: row.opens,
    closes: row.closes,
  }));
}

/** One Restaurant (or FoodEstablishment for shops) per brand, for /brands. */
export function brandJsonLd(brand: Website): Thing {
  const type = brand.type === "restaurant" ? "Restaurant" : "FoodEstablishment";
  // The structured rows when staff set them; else the free texts, when every line reads as hours.
  const weekdays = parseOpeningHours(brand.opening_hours_weekdays);
  const weekends = parseOpeningHours(brand.opening_hours_weekends);
  const structured =
    openingHoursSpecification(brand.opening_hours) ??
    (weekdays && weekends
      ? [...weekdays, ...weekends]
      : weekdays && isBlank(brand.opening_hours_weekends)
        ? weekdays
        : null);
  const text = [brand.opening_hours_weekdays, brand.opening_hours_weekends]
    .filter((h) => !isBlank(h))
    .map((h) => htmlToText(h!));
  return {
    "@context": "https://schema.org",
    "@type": type,
    name: brand.name,
    url: brand.domain,
    image: brand.images.medium?.url ? absoluteUrl(brand.images.medium.url) : undefined,
    description: brand.description ?? undefined,
    address: postalAddress(brand.address),
    geo:
      brand.address?.latitude != null && brand.address.longitude != null
        ? { "@type": "GeoCoordinates", latitude: brand.address.latitude, longitude: brand.address.longitude }
        : undefined,
    telephone: brand.phones[0]?.phone_number,
    email: brand.email ?? undefined,
    ...(structured
      ? { openingHoursSpecification: structured }
      : text.length
        ? { openingHours: text.join("; ") }
        : {}),
    acceptsReservations:
      brand.book_online_url && !isBlank(brand.book_online_url) && brand.type === "restaurant"
        ? brand.book_online_url
        : undefined,
    hasMenu: brand.menu_card_url
      ? localeUrl(`/menu/${brand.menu_card_url}`)
      : brand.menu_url
        ? localeUrl(`/menus/${brand.menu_url}`)
        : undefined,
  };
}

export function eventJsonLd(event: Event, venue: Website | null): Thing {
  const offset = siteZoneOffset(event.date);
  const time = event.time && /^\d{1,2}:\d{2}$/.test(event.time) ? event.time.padStart(5, "0") : null;
  const startDate = time ? `${event.date}T${time}:00${offset}` : event.date;
  const price = event.ticket ? /(\d+(?:[.,]\d{1,2})?)/.exec(event.ticket)?.[1]?.replace(",", ".") : undefined;
  const hasBooking = event.book_url && !isBlank(event.book_url);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    ...modelProperties(eventModel, event),
    name: event.name,
    startDate,
    endDate: event.expired_date !== event.date ? event.expired_date : undefined,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: event.location,
      address: postalAddress(venue?.address) ?? {
        "@type": "PostalAddress",
        addressLocality: event.location,
        addressCountry: "CY",
      },
    },
    image: [event.images.medium?.url, event.images.small?.url, ...event.images.carousel.map((c) => c.url)]
      .filter((u): u is string => Boolean(u))
      .map((u) => absoluteUrl(u)),
    description: event.description ? htmlToText(event.description) : undefined,
    organizer: venue ? { "@type": "Organization", name: venue.name, url: venue.domain } : undefined,
    offers:
      hasBooking || price
        ? {
            "@type": "Offer",
            url: hasBooking ? event.book_url : localeUrl(`/whats-on/${event.event_url}`),
            price: price ?? undefined,
            priceCurrency: price ? "EUR" : undefined,
            availability: "https://schema.org/InStock",
            validFrom: undefined,
          }
        : undefined,
  };
}

const EMPLOYMENT_TYPES: Record<Job["type"], string> = {
  full_time: "FULL_TIME",
  part_time: "PART_TIME",
  contract: "CONTRACTOR",
  internship: "INTERN",
  temporary: "TEMPORARY",
};

export function jobPostingJsonLd(job: Job, settings: SiteSettings, sanitizedDescription: string): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    ...modelProperties(jobModel, job),
    title: job.job_title,
    description: sanitizedDescription,
    datePosted: job.created_date,
    validThrough: job.valid_through
      ? `${job.valid_through}T23:59:59${siteZoneOffset(job.valid_through)}`
      : undefined,
    employmentType: EMPLOYMENT_TYPES[job.type],
    hiringOrganization: {
      "@type": "Organization",
      name: job.brand ?? settings.name,
      sameAs: localeUrl("/"),
      logo: settings.images.favicon?.url ? absoluteUrl(settings.images.favicon.url) : undefined,
    },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: job.location, addressCountry: "CY" },
    },
    directApply: true,
  };
}

/**
 * `inLanguage` is the language the article's text is in: English until the story is translated
 * (the page around it may be Greek or Russian); its address is the page's own.
 */
export function newsArticleJsonLd(article: NewsItem, settings: SiteSettings, inLanguage = "en"): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    ...modelProperties(newsModel, article),
    headline: article.title.slice(0, 110),
    inLanguage,
    image: [article.images.large?.url, article.images.small?.url]
      .filter((u): u is string => Boolean(u))
      .map((u) => absoluteUrl(u)),
    datePublished: article.created_at,
    dateModified: article.created_at,
    mainEntityOfPage: localeUrl(`/news/${article.url}`),
    author: { "@type": "Organization", name: settings.name, url: localeUrl("/") },
    publisher: {
      "@type": "Organization",
      name: settings.name,
      logo: settings.images.favicon?.url
        ? { "@type": "ImageObject", url: absoluteUrl(settings.images.favicon.url) }
        : undefined,
    },
  };
}

/** The trail with the page's language's names (the interface's) and addresses. */
export function breadcrumbJsonLd(items: { name: string; path: string; ui?: boolean }[]): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: localeUrl(item.path),
    })),
  };
}

/** The properties the content model names for an item's JSON-LD (`schemaOrg`), as plain text. */
function modelProperties(model: ContentModel, item: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(schemaOrgProperties(model, item)).map(([property, value]) => [
      property,
      htmlToText(value),
    ]),
  );
}

/** JSON.stringify drops undefined; this also drops empty arrays left by optional data. */
export function compact<T extends Thing>(thing: T): T {
  return JSON.parse(JSON.stringify(thing, (_k, v) => (Array.isArray(v) && v.length === 0 ? undefined : v)));
}
