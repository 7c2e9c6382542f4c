import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { publicItem } from "@thalassa/contract/content-model";
import { contentModels } from "@thalassa/contract/content-models";
import { type ContentLanguage, contentLanguageSchema } from "@thalassa/contract/translations";
import { contentColumns, type RowContentType } from "./content-fields.ts";

/*
 * Previews of news stories, What's On events, job postings, brands and community items before they
 * are published (ADR 0063, ADR 0068):
 * the public item made from a draft exactly as the public API makes it from a row, and signed
 * links that show a stored draft to someone without a staff account until they expire.
 */

/**
 * The content types a preview shows: those with a public page of their own, and those the public
 * pages show as a card or a window (a brand on /brands and the home page, a community item on
 * /community-sustainability, ADR 0068).
 */
export const PREVIEW_TYPES = ["news", "events", "jobs", "brands", "csr"] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];
export const isPreviewType = (type: string): type is PreviewType =>
  (PREVIEW_TYPES as readonly string[]).includes(type);

/** How long a preview link works: a week, long enough for someone to look and approve. */
export const PREVIEW_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

type Fields = Record<string, unknown>;

/**
 * Every translation of a draft marked published: staff (and whoever they send a link to) see a
 * translation before it is published, as the block preview does (ADR 0039).
 */
function allTranslationsShown(translations: unknown): unknown {
  if (!translations || typeof translations !== "object") return translations;
  return Object.fromEntries(
    Object.entries(translations as Fields).map(([language, one]) => [
      language,
      one && typeof one === "object" ? { ...(one as Fields), published: true } : one,
    ]),
  );
}

/**
 * The public item for a staff item (the write schema's fields), in a language: its columns as a
 * save would store them, read back through the content model's public side. Fields a write does
 * not carry (the id, when a story was written) are the item's own or stand-ins for a new one;
 * `extras` are what the public read adds from other tables (a brand's menu addresses).
 */
export function previewItem(type: PreviewType, item: Fields, language?: string, extras: Fields = {}): Fields {
  const row: Fields = {
    ...contentColumns(type as RowContentType, item),
    id: typeof item.id === "number" ? item.id : 0,
    createdAt: typeof item.created_at === "string" ? new Date(item.created_at) : new Date(),
  };
  row.translations = allTranslationsShown(row.translations);
  const lang = contentLanguageSchema.safeParse(language);
  return publicItem(
    contentModels[type],
    row,
    extras,
    lang.success ? (lang.data as ContentLanguage) : undefined,
  );
}

/* ---------- signed links ---------- */

/**
 * The key preview links are signed with: derived from the staff session secret (required in
 * production, production-profile.ts) under a label of its own, so a preview signature can never
 * stand for a session cookie's, and rotating that secret ends every link.
 */
export function previewKey(staffSecret: string): Buffer {
  return createHmac("sha256", staffSecret).update("thalassa-content-preview-link").digest();
}

/** A short digest of the stored item: the link shows this version of the draft and no other. */
export function itemDigest(item: Fields): string {
  return createHash("sha256").update(canonicalJson(item)).digest("hex").slice(0, 20);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

function signature(key: Buffer, payload: string): string {
  return createHmac("sha256", key).update(payload).digest("hex");
}

/**
 * A link's token: type, id, the item's digest, expiry (ms, base 36) and the HMAC over all four,
 * in lower-case letters and digits only: the site answers a path with capitals by its lower-case
 * address, and a link read out or retyped keeps working.
 */
export function signPreviewToken(
  key: Buffer,
  type: PreviewType,
  id: number,
  digest: string,
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now + PREVIEW_LINK_DAYS * DAY_MS);
  const payload = `${type}.${id}.${digest}.${expiresAt.getTime().toString(36)}`;
  return { token: `${payload}.${signature(key, payload)}`, expiresAt };
}

export type PreviewTokenCheck =
  | { ok: true; type: PreviewType; id: number; digest: string; expiresAt: Date }
  | { ok: false; reason: "invalid" | "expired" };

/** Messages the public preview page shows for a refused link, each saying what to do. */
export const previewRefusals = {
  invalid:
    "This preview link is not valid: it may have been cut short or changed. Ask whoever sent it for a new link.",
  expired: "This preview link has expired. Ask whoever sent it for a new link.",
  changed:
    "This draft has changed since the link was made, or it was deleted. Ask whoever sent it for a new link.",
} as const;

/** Checks a token's signature first (nothing in it is trusted before), then its expiry. */
export function checkPreviewToken(key: Buffer, token: string, now = Date.now()): PreviewTokenCheck {
  const parts = token.split(".");
  if (parts.length !== 5) return { ok: false, reason: "invalid" };
  const [type = "", rawId = "", digest = "", rawExpiry = "", given = ""] = parts;
  const expected = Buffer.from(signature(key, `${type}.${rawId}.${digest}.${rawExpiry}`));
  const sent = Buffer.from(given);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected))
    return { ok: false, reason: "invalid" };
  const id = Number(rawId);
  const expiry = Number.parseInt(rawExpiry, 36);
  if (!isPreviewType(type) || !Number.isSafeInteger(id) || !Number.isSafeInteger(expiry))
    return { ok: false, reason: "invalid" };
  if (expiry <= now) return { ok: false, reason: "expired" };
  return { ok: true, type, id, digest, expiresAt: new Date(expiry) };
}
