import {
  type BlockContent,
  type BlockKind,
  blockSchemas,
  type PageName,
  pageBlocks,
} from "@thalassa/contract/blocks";
import { csrItemSchema, storyEntrySchema } from "@thalassa/contract/entities";
import { messages } from "@thalassa/contract/messages";
import { retentionPeriodsSchema } from "@thalassa/contract/privacy";
import { giftCardPaymentSessionSchema, responses, type WebsiteContent } from "@thalassa/contract/responses";
import { z } from "zod";
import { ApiError, isNotFound } from "./api-error.ts";
import { apiFetch } from "./api-fetch.server.ts";
import { onContentChanged } from "./content-changed.server.ts";
import { inPageLanguage } from "./content-language.server.ts";
import { siteLog } from "./log.server.ts";
import { ReadCache } from "./read-cache.server.ts";
import { withoutScriptUrls } from "./safe-links.server.ts";

const cache = new ReadCache();
// A publish anywhere reaches this process through the content-version watch (server/content-version-watch.ts).
onContentChanged(() => cache.clear());

/** After a publish from the staff area: forget every cached read so the next page shows it. */
export function clearReadCache() {
  cache.clear();
}

async function request(path: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await apiFetch(path, init);
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new ApiError(timedOut ? "TIMEOUT_ERROR" : "FETCH_ERROR", `${path}: ${String(error)}`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiError("PARSING_ERROR", `${path}: the answer is not JSON`);
  }
  if (!response.ok) {
    const message =
      body && typeof body === "object" && "message" in body ? String(body.message) : response.statusText;
    throw new ApiError(response.status, message, body);
  }
  return body;
}

/** A cached GET whose answer is checked against its contract schema. */
async function read<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> {
  return cache.get(path, async () => {
    const parsed = schema.safeParse(await request(path));
    if (!parsed.success) throw new ApiError("PARSING_ERROR", `${path}: ${parsed.error.message}`);
    return withoutScriptUrls(parsed.data);
  });
}

/** An uncached POST of JSON or multipart form data; ApiError on any failure. */
export async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const isForm = body instanceof FormData;
  return request(path, {
    method: "POST",
    body: isForm ? body : JSON.stringify(body),
    headers: isForm ? headers : { "content-type": "application/json", ...headers },
  });
}

/**
 * `read` of one item by its address, or null when there is none: the API answers 404, or 400 for
 * an address its rules refuse (longer than any url), which no item has either.
 */
async function readItem<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T> | null> {
  try {
    return await read(path, schema);
  } catch (error) {
    if (isNotFound(error) || (error instanceof ApiError && error.status === 400)) return null;
    throw error;
  }
}

export const getWebsites = async () => (await read(inPageLanguage("websites"), responses.websites)).data;
export const getWebsite = async (id: number) =>
  (await read(inPageLanguage(`website/${id}`), responses.website)).data;
export const getSettings = async () => (await read("settings", responses.settings)).data;
export const getMenu = async (url: string) =>
  (await read(inPageLanguage(`website-menu?url=${encodeURIComponent(url)}`), responses.websiteMenu)).data;
/** A live structured menu (ADR 0036) and its brand's live menus, in order. */
export const getMenuCard = async (url: string) =>
  (await read(`menu-card?url=${encodeURIComponent(url)}`, responses.menuCard)).data;
export const getMenuCards = async (websiteId: number) =>
  (await read(`menu-cards?website_id=${websiteId}`, responses.menuCards)).data;
export const getJobPostings = async () =>
  (await read(inPageLanguage("job-postings"), responses.jobPostings)).data;
/** One live upcoming event by its url, for its page and calendar file; null when there is none. */
export const getEvent = async (url: string) =>
  (await readItem(inPageLanguage(`event?url=${encodeURIComponent(url)}`), responses.event))?.data ?? null;
/** The upcoming events as What's On and the home carousel show them: filtered and cut by the API. */
export const getEventsList = ({ brand, limit }: { brand: number | null; limit: number }) =>
  read(
    inPageLanguage(`events-list?${brand === null ? "" : `website=${brand}&`}limit=${limit}`),
    responses.eventsList,
  );
/** How long the bank's payment page gives the visitor, in seconds: the gift card page says so. */
export const getPaymentSessionSeconds = async () =>
  (await read("gift-card/payment-session", giftCardPaymentSessionSchema)).data.paymentSessionSeconds;
/** How long the API keeps each kind of personal data: what the privacy policy page says. */
export const getRetentionPeriods = async () =>
  (await read("privacy/retention-periods", z.object({ data: retentionPeriodsSchema }))).data;
export const getPageMetaList = async () => (await read(inPageLanguage("page-meta"), responses.pageMeta)).data;
export const getNewsMeta = async (url: string) =>
  (await read(inPageLanguage(`news-meta?url=${encodeURIComponent(url)}`), responses.newsMeta)).data;

const postSchemas = {
  csr: z.object({ data: z.array(csrItemSchema) }),
  story: z.object({ data: z.array(storyEntrySchema) }),
} as const;

/** SPEC §7's full lists, for community items and Our Story: a few dozen entries, never the news. */
function getPosts<T extends keyof typeof postSchemas>(type: T) {
  return read(inPageLanguage(`posts?post_type=${type}&status=live`), postSchemas[type]) as Promise<
    z.infer<(typeof postSchemas)[T]>
  >;
}
/**
 * One live story with its pager's previous and next (SPEC §2), read alone instead of the whole
 * list (ADR 0057); null when no live story has the url.
 */
export const getNewsArticle = (url: string) =>
  readItem(inPageLanguage(`news-item?url=${encodeURIComponent(url)}`), responses.newsArticle);
/** Only what the sitemap names of the catalogue: story urls and days, event page urls. */
export const getSitemapEntries = async () => (await read("sitemap-entries", responses.sitemapEntries)).data;

/** The news list as /news shows it: sorted, filtered and cut by the API, with the total. */
export const getNewsList = ({ sort, brand, limit }: { sort: string; brand: number | null; limit: number }) =>
  read(
    inPageLanguage(`news-list?sort=${sort}${brand === null ? "" : `&website=${brand}`}&limit=${limit}`),
    responses.newsList,
  );
export const getCsrItems = async () => (await getPosts("csr")).data;
export const getStory = async () => (await getPosts("story")).data;

export const getWebsiteContent = async (): Promise<WebsiteContent> =>
  (await read(inPageLanguage("website-content/1?content_type=live"), responses.websiteContent)).data;

/**
 * Parses one block's JSON content with its schema. SPEC §8: a parse failure is logged as
 * 'Failed to parse content' and the block renders nothing (null).
 */
export function parseBlock<K extends BlockKind>(
  kind: K,
  content: string | undefined,
): BlockContent<K> | null {
  if (content === undefined) return null;
  try {
    const parsed = blockSchemas[kind].safeParse(JSON.parse(content));
    if (parsed.success) return withoutScriptUrls(parsed.data) as BlockContent<K>;
    siteLog().error(
      {
        kind,
        issues: parsed.error.issues.slice(0, 3).map((i) => ({ path: i.path.join("."), message: i.message })),
      },
      messages.parseFailed,
    );
  } catch (error) {
    siteLog().error({ kind, err: error }, messages.parseFailed);
  }
  return null;
}

/** On a Greek or Russian page, the language a block's content is in: its own, or "en" (ADR 0039). */
export type BlockLang = { lang?: string };

type PageBlocks<P extends PageName> = {
  [B in keyof (typeof pageBlocks)[P]]: (typeof pageBlocks)[P][B] extends BlockKind
    ? (BlockContent<(typeof pageBlocks)[P][B]> & BlockLang) | null
    : never;
};

/**
 * Every block of one page, each parsed with its own schema (null when absent or invalid), in the
 * page's language where it is translated, with the language it is in.
 */
export async function getPageBlocks<P extends PageName>(page: P): Promise<PageBlocks<P>> {
  const content = await getWebsiteContent();
  const kinds = pageBlocks[page] as Record<string, BlockKind>;
  const out: Record<string, unknown> = {};
  for (const [blockName, kind] of Object.entries(kinds)) {
    const entry = content[page]?.[blockName];
    const block = parseBlock(kind, entry?.content);
    out[blockName] = block && entry?.language ? { ...block, lang: entry.language } : block;
  }
  return out as PageBlocks<P>;
}
