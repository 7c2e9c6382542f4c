import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import Validator from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";
import { expect, test } from "@playwright/test";
import { siteRoutes } from "../../bench/routes.mjs";
import { allRoutes } from "./site-routes.ts";

type Thing = Record<string, unknown> & { "@type"?: string | string[] };

interface Issue {
  rootType: string;
  issueMessage: string;
  severity: "ERROR" | "WARNING";
}

// The vocabulary is read offline: the validator would otherwise download it from schema.org.
const schemaOrg = JSON.parse(
  gunzipSync(
    readFileSync(join(import.meta.dirname, "../../test-fixtures/schemaorg-current-https.jsonld.gz")),
  ).toString("utf8"),
);
const validator = new Validator(schemaOrg);
const RESTAURANT_TYPES = ["Restaurant", "FoodEstablishment", "Bakery", "CafeOrCoffeeShop", "IceCreamShop"];
const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"];

async function structuredData(html: string) {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ["rdfa", "microdata"] }).parse(
    html,
  );
  const issues = (await validator.validate(extracted)) as Issue[];
  const things = Object.values(extracted.jsonld as Record<string, Thing[]>).flat();
  const ofType = (...types: string[]) =>
    things.filter((thing) => [thing["@type"]].flat().some((type) => types.includes(String(type))));
  return { issues, things, ofType };
}

async function routeOf(pattern: RegExp) {
  const route = (await allRoutes()).find((path) => pattern.test(path));
  expect(route, `a route matching ${pattern}`).toBeTruthy();
  return route!;
}

/**
 * JSON-LD checked with Google's rich-result rules and the schema.org vocabulary
 * (@adobe/structured-data-validator), plus the properties the site promises per page type.
 */
test.describe("structured data", () => {
  test.skip(({ isMobile }) => isMobile, "the server HTML does not depend on the viewport");
  test.setTimeout(120_000);

  test("every route's JSON-LD passes the validator with zero errors", async ({ request }) => {
    const report: string[] = [];
    const errors: string[] = [];
    for (const route of await allRoutes()) {
      const html = await (await request.get(route)).text();
      const { issues, things } = await structuredData(html);
      const types = things.map((thing) => [thing["@type"]].flat().join("/"));
      const pageErrors = issues.filter((issue) => issue.severity === "ERROR");
      report.push(
        `${route}: ${types.join(", ") || "none"} — ${pageErrors.length} errors, ${issues.length - pageErrors.length} warnings`,
      );
      for (const issue of pageErrors) errors.push(`${route} ${issue.rootType}: ${issue.issueMessage}`);
      if (/aria-label="breadcrumb"/i.test(html)) {
        expect(types, `${route} shows a breadcrumb`).toContain("BreadcrumbList");
      }
    }
    console.log(report.join("\n"));
    expect(errors).toEqual([]);
  });

  test("home: the Organization with its logo and the brands as sub-organizations", async ({ request }) => {
    const { ofType } = await structuredData(await (await request.get("/")).text());
    const [organization] = ofType("Organization");
    expect(organization?.logo).toBeTruthy();
    const brands = organization?.subOrganization as Thing[] | undefined;
    expect(brands?.length).toBeGreaterThanOrEqual(10);
    for (const brand of brands ?? []) expect(brand.name).toBeTruthy();
  });

  test("/brands: one restaurant per brand with address, telephone, hours and reservations", async ({
    request,
  }) => {
    const html = await (await request.get("/brands")).text();
    const restaurants = (await structuredData(html)).ofType(...RESTAURANT_TYPES);
    const { websites } = await siteRoutes(process.env.E2E_API_URL!, process.env.E2E_API_KEY!);
    const brands = (websites as { type: string }[]).filter((website) => website.type !== "main");
    expect(restaurants).toHaveLength(brands.length);
    for (const restaurant of restaurants) {
      expect(restaurant.name).toBeTruthy();
      expect(restaurant.address).toBeTruthy();
      expect(restaurant.telephone).toBeTruthy();
      expect(restaurant.openingHoursSpecification ?? restaurant.openingHours).toBeTruthy();
    }
    // Brands that take bookings (a booking address, ADR 0036; the demo's 4, 5, 6, 8, 9) say where to book.
    const bookable = restaurants.filter((restaurant) => restaurant.acceptsReservations);
    expect(bookable.length).toBeGreaterThanOrEqual(5);
    for (const restaurant of bookable) expect(String(restaurant.acceptsReservations)).toMatch(/^https?:\/\//);
    expect(restaurants.some((restaurant) => restaurant.menu)).toBe(true);
  });

  test("menu page: a Menu of sections and items with offers in euros and the diets they suit", async ({
    request,
  }) => {
    const route = await routeOf(/^\/menu\/[^/]+$/);
    const { issues, ofType } = await structuredData(await (await request.get(route)).text());
    expect(issues.filter((issue) => issue.severity === "ERROR")).toEqual([]);
    const [menu] = ofType("Menu");
    const sections = (menu?.hasMenuSection ?? []) as Thing[];
    expect(sections.length).toBeGreaterThan(1);
    const items = sections.flatMap((section) => [section.hasMenuItem].flat() as Thing[]);
    for (const item of items) {
      expect(item["@type"]).toBe("MenuItem");
      for (const offer of [item.offers].flat() as Thing[]) {
        expect(offer.priceCurrency).toBe("EUR");
        expect(String(offer.price)).toMatch(/^\d+\.\d{2}$/);
      }
    }
    const diets = items.flatMap((item) => [item.suitableForDiet ?? []].flat());
    expect(diets).toContain("https://schema.org/VegetarianDiet");
    expect(diets).toContain("https://schema.org/GlutenFreeDiet");
  });

  test("event page: an Event with a zoned start, a Place and its status", async ({ request }) => {
    const route = await routeOf(/^\/whats-on\/[^/]+$/);
    const [event] = (await structuredData(await (await request.get(route)).text())).ofType("Event");
    expect(event?.name).toBeTruthy();
    expect(String(event?.startDate)).toMatch(/T\d{2}:\d{2}(:\d{2})?[+-]\d{2}:\d{2}$/);
    const location = event?.location as Thing | undefined;
    expect(location?.["@type"]).toBe("Place");
    expect(location?.name).toBeTruthy();
    expect(location?.address).toBeTruthy();
    expect(event?.image).toBeTruthy();
    expect(String(event?.eventStatus)).toMatch(/^https:\/\/schema\.org\/Event/);
  });

  test("job page: a JobPosting with a mapped employment type; never on the list", async ({ request }) => {
    const route = await routeOf(/^\/careers\/[^/]+$/);
    const [job] = (await structuredData(await (await request.get(route)).text())).ofType("JobPosting");
    expect(job?.title).toBeTruthy();
    expect(String(job?.description)).toMatch(/<\w+/);
    expect(job?.datePosted).toBeTruthy();
    expect(job?.hiringOrganization).toBeTruthy();
    expect(EMPLOYMENT_TYPES).toContain(job?.employmentType);
    const place = job?.jobLocation as Thing | undefined;
    expect((place?.address as Thing | undefined)?.addressCountry).toBeTruthy();
    const list = await structuredData(await (await request.get("/careers")).text());
    expect(list.ofType("JobPosting")).toEqual([]);
  });

  test("article: a NewsArticle with headline, image, dates, author and publisher", async ({ request }) => {
    const route = await routeOf(/^\/news\/[^/]+$/);
    const { ofType } = await structuredData(await (await request.get(route)).text());
    const [article] = ofType("NewsArticle");
    expect(article?.headline).toBeTruthy();
    expect(article?.image).toBeTruthy();
    expect(article?.datePublished).toBeTruthy();
    expect(article?.author).toBeTruthy();
    expect(article?.publisher).toBeTruthy();
    expect(ofType("BreadcrumbList")).toHaveLength(1);
  });
});
