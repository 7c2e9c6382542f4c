import { EventDetails } from "../components/events/event-details.tsx";
import { eventPageImages, eventPageView } from "../components/events/event-views.server.ts";
import { fieldLang } from "../i18n/content-language.tsx";
import { redirectInLocale, requestLocale } from "../i18n/request-locale.server.ts";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { getEvent, getWebsites } from "../lib/api.server.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { breadcrumbJsonLd, compact, eventJsonLd } from "../lib/structured-data.server.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/whats-on-event";

export const handle = { header: "solid" };

export async function loader({ params }: Route.LoaderArgs) {
  const [event, websites] = await Promise.all([getEvent(params.id), getWebsites()]);
  // SPEC §2: an unknown event leads back to the list.
  if (!event) throw redirectInLocale("/whats-on");
  const venue = websites.find((w) => w.id === event.website?.id) ?? null;
  const path = `/whats-on/${event.event_url}`;
  const crumbs = [
    { name: serverTranslator("pages")("home"), path: "/", ui: true },
    { name: serverTranslator("nav")("whatsOn"), path: "/whats-on", ui: true },
    { name: event.name, path, lang: fieldLang(event, "name", requestLocale()) },
  ];
  const seo = await buildSeo({
    path,
    title: event.name,
    untranslated: fieldLang(event, "name", requestLocale()) === "en",
    description: event.description ?? `${event.name} at ${event.location}.`,
    image: event.images.medium ?? event.images.carousel[0] ?? null,
    jsonLd: [compact(eventJsonLd(event, venue)), breadcrumbJsonLd(crumbs)],
  });
  return {
    seo,
    crumbs,
    event: eventPageView(event),
    images: eventPageImages(event),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function WhatsOnEventPage({ loaderData }: Route.ComponentProps) {
  const { event, images, crumbs } = loaderData;
  return <EventDetails event={event} images={images} crumbs={crumbs} />;
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
