import {
  type ContentModel,
  fieldsShownOn,
  PRESENTATIONS,
  type Presentation,
  samplePublicItem,
} from "@thalassa/contract/content-model";
import { eventModel, jobModel, newsModel } from "@thalassa/contract/content-models";
import type { Event, Job, NewsItem, SiteSettings, Website } from "@thalassa/contract/entities";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { IntlProvider } from "use-intl";
import { describe, expect, it } from "vitest";
import { JobDetails } from "./components/careers/job-details.tsx";
import { JobRow } from "./components/careers/job-row.tsx";
import { jobCardView, jobPageView } from "./components/careers/job-views.server.ts";
import { EventCard } from "./components/events/event-card.tsx";
import { EventDetails } from "./components/events/event-details.tsx";
import { eventCardView, eventPageImages, eventPageView } from "./components/events/event-views.server.ts";
import { Article } from "./components/news/article.tsx";
import { NewsCard } from "./components/news/news-card.tsx";
import {
  newsCardView,
  newsFeedItem,
  newsPageView,
  newsSeoInput,
} from "./components/news/news-views.server.ts";
import { catalogues } from "./i18n/catalogues.ts";
import { formatLongDate } from "./lib/dates.ts";
import { runForRequestKind } from "./lib/placeholders.server.ts";
import { eventJsonLd, jobPostingJsonLd, newsArticleJsonLd } from "./lib/structured-data.server.ts";

/*
 * What the content model says is shown (`shownOn`) is shown: each entity's card, page, feed item,
 * JSON-LD and meta are made, as the site makes them, from an item whose every field carries its
 * own marker, and every field the model shows in a place must leave its marker in that output.
 * A field added to a place in the model and forgotten in its markup fails here, as does a field
 * dropped from a card or page.
 */

type Row = Record<string, unknown>;

/** The brand a sample item's website reference names. */
const BRAND = "Sample brand of the item";
const SETTINGS: SiteSettings = {
  name: "Sample site",
  domain: "example.com",
  social: [],
  images: { favicon: { url: "/media/favicon.png", alt: "" } },
};

function render(node: ReactNode): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <IntlProvider locale="en" messages={catalogues.en as never} timeZone="Europe/Nicosia">
        {node}
      </IntlProvider>
    </MemoryRouter>,
  );
}

/**
 * The public sample of a model, with every date field on a date of its own (a month no other has),
 * picture addresses that survive being made absolute, the website named by BRAND and nothing
 * still in English.
 */
function sampleItem(model: ContentModel, dates: Record<string, string>): Row {
  const withUrls = (value: unknown, path: string): unknown => {
    if (Array.isArray(value)) return value.map((v, i) => withUrls(v, `${path}-${i}`));
    if (value && typeof value === "object")
      return Object.fromEntries(
        Object.entries(value).map(([key, child]) =>
          key === "url" ? [key, `/media/${path}.jpg`] : [key, withUrls(child, `${path}-${key}`)],
        ),
      );
    return value;
  };
  const item = samplePublicItem(model);
  for (const [name, value] of Object.entries(item))
    if (value && typeof value === "object" && name !== "website") item[name] = withUrls(value, name);
  return { ...item, ...dates, website: { id: 7 }, untranslated: [] };
}

/** The texts by which a field's value can be recognised in an output. */
function markers(field: string, value: unknown): string[] {
  if (field === "website") return [BRAND];
  if (typeof value === "string") {
    if (/^\d{4}-\d{2}-\d{2}/.test(value))
      return [value.slice(0, 10), formatLongDate(value), new Date(value).toUTCString().slice(0, 16)];
    const text = value.replace(/<[^>]+>/g, "");
    return [text, text.replace(/_/g, " ")];
  }
  if (value && typeof value === "object") {
    const leaves: string[] = [];
    const walk = (v: unknown) => {
      if (typeof v === "string" && v.startsWith("/media/")) leaves.push(v);
      else if (v && typeof v === "object") Object.values(v).forEach(walk);
    };
    walk(value);
    return leaves;
  }
  return [String(value)];
}

type Outputs = Partial<Record<Presentation, () => string>>;

interface Entity {
  model: ContentModel;
  item: Row;
  outputs: Outputs;
}

const newsItem = sampleItem(newsModel, { created_at: "2021-06-01T09:00:00.000Z" }) as NewsItem;
const eventItem = sampleItem(eventModel, {
  date: "2031-03-01",
  expired_date: "2032-09-09",
  time: "19:30",
}) as Event;
const jobItem = sampleItem(jobModel, { created_date: "2030-04-01", valid_through: "2030-11-30" }) as Job;
const venue = { id: 7, name: BRAND, domain: "example.com", address: null } as unknown as Website;
const crumbs = [{ name: "Home", path: "/" }];

const entities: Record<string, Entity> = {
  news: {
    model: newsModel,
    item: newsItem,
    outputs: {
      card: () =>
        render(<NewsCard item={newsCardView(newsItem, { brandName: (w) => (w ? BRAND : null) })} />),
      page: () =>
        render(<Article article={newsPageView(newsItem)} crumbs={crumbs} previous={null} next={null} />),
      feed: () => newsFeedItem(newsItem),
      structuredData: () => JSON.stringify(newsArticleJsonLd(newsItem, SETTINGS)),
      meta: () => JSON.stringify(newsSeoInput(newsItem, null)),
    },
  },
  events: {
    model: eventModel,
    item: eventItem,
    outputs: {
      card: () => render(<EventCard event={eventCardView(eventItem)} />),
      page: () =>
        render(
          <EventDetails
            event={eventPageView(eventItem)}
            images={eventPageImages(eventItem)}
            crumbs={crumbs}
          />,
        ),
      structuredData: () => JSON.stringify(eventJsonLd(eventItem, venue)),
    },
  },
  jobs: {
    model: jobModel,
    item: jobItem,
    outputs: {
      card: () => render(<JobRow job={jobCardView(jobItem)} />),
      page: () => render(<JobDetails job={jobPageView(jobItem)} crumbs={crumbs} applyHref="?modal=apply" />),
      structuredData: () => {
        const view = jobPageView(jobItem);
        return JSON.stringify(jobPostingJsonLd(jobItem, SETTINGS, view.html.__html));
      },
    },
  },
};

describe.each(Object.entries(entities))("what the %s model shows", (_name, { model, item, outputs }) => {
  for (const place of PRESENTATIONS) {
    const fields = fieldsShownOn(model, place) as string[];
    if (!fields.length) continue;
    it(`is on its ${place}: ${fields.join(", ")}`, () => {
      const output = outputs[place];
      if (!output) throw new Error(`The model shows fields on the ${place}, and this test does not make one`);
      // As for a document request: the pictures' placeholders are drawn by the page, not the data.
      const text = runForRequestKind(true, output);
      const missing = fields.filter((field) => {
        const found = markers(field, item[field]);
        return !found.length || !found.some((marker) => text.toLowerCase().includes(marker.toLowerCase()));
      });
      expect(missing, `fields missing from the ${place}:\n${text}`).toEqual([]);
      // A field the page names (`term`) is named there, in the page's language.
      const unnamed = Object.entries(model.fields)
        .filter(([, field]) => place === "page" && field.term && field.shownOn?.includes("page"))
        .filter(([, field]) => !text.includes(field.term?.en ?? ""))
        .map(([field]) => field);
      expect(unnamed, `fields the page does not name:\n${text}`).toEqual([]);
    });
  }
});

/** Text visitors read that is the same in every language, on purpose: a brand's name, a clock time. */
const sameInEveryLanguage: Record<string, string[]> = { jobs: ["brand"], events: ["time"] };

describe.each(Object.entries(entities))("the %s model's text on its cards and page", (name, { model }) => {
  it("is translatable, unless it reads the same in every language", () => {
    const untranslatable = Object.entries(model.fields)
      .filter(
        ([, field]) =>
          field.shown === "text" &&
          field.write?.safeParse("Plain words").success &&
          (field.shownOn?.includes("card") || field.shownOn?.includes("page")) &&
          !field.translatable,
      )
      .map(([field]) => field)
      .filter((field) => !sameInEveryLanguage[name]?.includes(field));
    expect(untranslatable, "text visitors read in English on a Greek or Russian page").toEqual([]);
  });
});
