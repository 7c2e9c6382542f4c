import { pageBlocks } from "@thalassa/contract/blocks";
import { FILTER_PARAMS, filterOf } from "../app/components/menus/menu-filter.ts";
import { MAX_PARTS, PART_PARAM } from "../app/components/menus/menu-parts.ts";
import { pathWithoutLocale } from "../app/i18n/locales.ts";
import { COOKIE_SETTINGS_PARAM, COOKIE_SETTINGS_VALUE } from "../app/lib/cookie-settings.ts";
import { eventsQueryString, parseEventsQuery } from "../app/lib/events-list.ts";
import { FORM_NAMES } from "../app/lib/form-names.ts";
import { newsQueryString, parseNewsQuery } from "../app/lib/news-list.ts";

/**
 * The query of a page as its route reads it, each value written one way. Everything the route does
 * not read is left out, so `?x=1`, `?x=2` … are one page, not one render each. A route that starts
 * reading another parameter (in its loader or its component) must be given it here, or the shared
 * page is rendered without it. Every value kept comes from a small set the site knows (a number
 * written plainly, a known name), so addresses nobody links to cannot fill the cache; a page whose
 * parameter is one visitor's own (a token, an order) reads as null: it is never shared.
 */
type QueryReader = (params: URLSearchParams) => [string, string][] | null;

/** A positive whole number written plainly, or nothing (the loaders read anything else as no id). */
const positiveId =
  (name: string): QueryReader =>
  (params) => {
    const id = Number(params.get(name));
    return Number.isSafeInteger(id) && id > 0 ? [[name, String(id)]] : [];
  };

/** The page of one visitor: what it shows depends on a value of theirs, so it is rendered for them alone. */
const visitorsOwn: QueryReader = () => null;

/** Whether the site has a block of that name on that page (the preview's only shareable addresses). */
function isKnownBlock(pageName: string, blockName: string): boolean {
  const blocks = Object.hasOwn(pageBlocks, pageName)
    ? (pageBlocks as Record<string, Record<string, string>>)[pageName]
    : undefined;
  return !!blocks && Object.hasOwn(blocks, blockName);
}

/**
 * The block preview: a known page and block, or neither (the page that says what the address
 * needs, whatever half of it was given). Any other pair is previewed for its visitor alone.
 * preview=1: the staff editor's frame, which listens for drafts from its parent page.
 */
const blockPreview: QueryReader = (params) => {
  const pageName = params.get("pageName") || null;
  const blockName = params.get("blockName") || null;
  const kept: [string, string][] = [];
  if (pageName !== null && blockName !== null) {
    if (!isKnownBlock(pageName, blockName)) return null;
    kept.push(["pageName", pageName], ["blockName", blockName]);
  }
  if (params.get("preview") === "1") kept.push(["preview", "1"]);
  return kept;
};

/**
 * A menu page's filter (ADR 0036): known allergens and diets only, each once, in a fixed order;
 * and the part of a long menu (ADR 0047), a whole number no larger than a menu can have parts.
 */
const menuFilter: QueryReader = (params) => {
  const filter = filterOf(params);
  const part = Number(params.get(PART_PARAM));
  return [
    ...(Number.isSafeInteger(part) && part > 1 && part <= MAX_PARTS
      ? [[PART_PARAM, String(part)] as [string, string]]
      : []),
    ...filter.without.map((a): [string, string] => [FILTER_PARAMS.without, a]),
    ...filter.diets.map((d): [string, string] => [FILTER_PARAMS.diet, d]),
  ];
};

/** Routes with a parameter in their path that read a query, by the path's first segment. */
const ROUTE_PREFIX_QUERIES: Record<string, QueryReader> = {
  "/menu/": menuFilter,
  // A signed link's draft and the content editor's preview frame are never shared pages (ADR 0063).
  "/preview/": visitorsOwn,
  "/content-preview/": visitorsOwn,
};

const ROUTE_QUERIES: Record<string, QueryReader> = {
  // The list's filter and length, in the list's own canonical form.
  "/news": (params) => [...new URLSearchParams(newsQueryString(parseNewsQuery(params)))],
  "/whats-on": (params) => [...new URLSearchParams(eventsQueryString(parseEventsQuery(params)))],
  "/forms/job-application": positiveId("job"),
  // One visitor's order and one subscriber's unsubscribe or confirmation link.
  "/gift-card/success": visitorsOwn,
  "/gift-card/failed": visitorsOwn,
  "/newsletter/unsubscribe": visitorsOwn,
  "/newsletter/confirm": visitorsOwn,
  "/edit-component": blockPreview,
};

/** The modals a page can render open from `?modal=` (forms, and one per community project). */
const MODAL_NAMES = new Set<string>([...Object.values(FORM_NAMES), "csr"]);
const isModalName = (value: string) => MODAL_NAMES.has(value) || /^csr-[1-9]\d{0,8}$/.test(value);

/** The route path React Router matches: without `.data`, the trailing slash, case or escapes. */
function routePath(pathname: string): string {
  let path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  if (path.length > 1) path = path.replace(/\/+$/, "");
  try {
    path = decodeURIComponent(path);
  } catch {
    // Not a path any route matches; it keeps no query.
  }
  return path.toLowerCase();
}

/**
 * Which routes' loaders a client-side navigation asks for (`?_routes=`): React Router reads it as a
 * set, so the known ids are sorted and unknown ones dropped. When none is known the request asks
 * for no loader at all, which an id no route has keeps saying.
 */
function dataRoutes(params: URLSearchParams, routeIds: ReadonlySet<string>): [string, string][] {
  const asked = params.get("_routes");
  if (!asked) return [];
  const known = [...new Set(asked.split(","))].filter((id) => routeIds.has(id)).sort();
  return [["_routes", known.length ? known.join(",") : "-"]];
}

/** Query parameters whose value is any number a visitor writes: each makes a page of its own. */
const OPEN_ENDED_PARAMS = new Set([
  "page",
  "brand",
  "job",
  PART_PARAM,
  FILTER_PARAMS.without,
  FILTER_PARAMS.diet,
]);

/**
 * Whether a kept parameter carries a value from an open-ended range (a page number, an id, a
 * community item's number): the page cache gives such addresses a bounded share of its room,
 * so made-up numbers cannot push out the pages visitors use.
 */
const isOpenEnded = ([name, value]: [string, string]) =>
  OPEN_ENDED_PARAMS.has(name) || (name === "modal" && value.startsWith("csr-"));

/**
 * The address a shared page is rendered from and kept under: the path as asked, with only the
 * query parameters its route reads, normalised and sorted. The page is rendered from this address
 * (not the visitor's), so what was dropped cannot reach the render; the visitor's browser still
 * shows its own address, and reads the same parameters from it the same way. Null: the page is
 * the visitor's own and is not shared.
 */
export function normalisedPage(
  url: URL,
  routeIds: ReadonlySet<string>,
): { address: string; openEnded: boolean } | null {
  const params = url.searchParams;
  // A Greek or Russian page reads the same parameters as its English one (ADR 0035).
  const path = pathWithoutLocale(routePath(url.pathname));
  const prefix = Object.keys(ROUTE_PREFIX_QUERIES).find((p) => path.startsWith(p));
  const reader = ROUTE_QUERIES[path] ?? (prefix ? ROUTE_PREFIX_QUERIES[prefix] : undefined);
  const read = reader ? reader(params) : [];
  if (read === null) return null;
  const kept: [string, string][] = [...read];
  const modal = params.get("modal");
  if (modal !== null && isModalName(modal)) kept.push(["modal", modal]);
  // The cookie choice reopened from the footer: one fixed value, on any page.
  if (params.get(COOKIE_SETTINGS_PARAM) === COOKIE_SETTINGS_VALUE) {
    kept.push([COOKIE_SETTINGS_PARAM, COOKIE_SETTINGS_VALUE]);
  }
  if (url.pathname.endsWith(".data")) kept.push(...dataRoutes(params, routeIds));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return { address: `${url.pathname}${query ? `?${query}` : ""}`, openEnded: kept.some(isOpenEnded) };
}

export const sharedPageAddress = (url: URL, routeIds: ReadonlySet<string>): string | null =>
  normalisedPage(url, routeIds)?.address ?? null;
