import {
  staffContentLabels,
  staffContentSchemas,
  staffFieldErrors,
  staffMay,
} from "@thalassa/contract/staff";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { brandMenuLinks } from "../../routes/content/websites.ts";
import { refuseRole, requireStaff, staffUserOf } from "../session.ts";
import type { ContentAdapter } from "./adapter.ts";
import {
  checkPreviewToken,
  isPreviewType,
  itemDigest,
  PREVIEW_TYPES,
  type PreviewType,
  previewItem,
  previewRefusals,
  signPreviewToken,
} from "./content-preview.ts";
import { eventsAdapter, jobsAdapter } from "./events-jobs-adapters.ts";
import { csrAdapter, newsAdapter } from "./posts-adapter.ts";
import { brandsAdapter } from "./site-adapters.ts";

const adapters: Record<PreviewType, ContentAdapter<unknown>> = {
  news: newsAdapter as ContentAdapter<unknown>,
  events: eventsAdapter as ContentAdapter<unknown>,
  jobs: jobsAdapter as ContentAdapter<unknown>,
  brands: brandsAdapter as ContentAdapter<unknown>,
  csr: csrAdapter as ContentAdapter<unknown>,
};

/**
 * What the public read adds to an item from other tables: a saved brand's menu addresses (two
 * small reads), so its card's Menu link shows as on /brands; a new brand has no menus yet.
 */
async function publicExtras(db: Db, type: PreviewType, id: unknown): Promise<Record<string, unknown>> {
  if (type !== "brands") return {};
  return typeof id === "number" ? brandMenuLinks(db, id) : { menu_url: null, menu_card_url: null };
}

export interface PreviewRoutesOptions {
  /** Signs and checks preview links (previewKey in content-preview.ts). */
  previewKey: Buffer;
}

/**
 * The preview type of the address, allowed for the signed-in role (the type's own permission:
 * job postings for hr too), or the refusal sent.
 */
function previewTypeOf(request: FastifyRequest, reply: FastifyReply): PreviewType | null {
  const type = (request.params as { type: string }).type;
  if (!isPreviewType(type)) {
    void reply.code(404).send({
      message: `There is no preview of ${type}; previews are of ${PREVIEW_TYPES.join(", ")}.`,
    });
    return null;
  }
  const user = staffUserOf(request);
  if (!staffMay(user.role, `content:${type}`)) {
    void refuseRole(reply, user.role, `preview ${staffContentLabels[type].toLowerCase()}`);
    return null;
  }
  return type;
}

/**
 * Under /staff: a draft from the edit form made into its public item (nothing stored), and a signed
 * link to the stored draft (ADR 0063).
 */
export const staffPreviewRoutes: FastifyPluginAsync<PreviewRoutesOptions> = async (app, options) => {
  const signedIn = requireStaff(undefined, "preview content");
  app.post("/content/:type/preview", { preHandler: signedIn }, async (request, reply) => {
    const type = previewTypeOf(request, reply);
    if (!type) return reply;
    const body = (request.body ?? {}) as { item?: unknown; language?: unknown };
    const parsed = staffContentSchemas[type].safeParse(body.item);
    if (!parsed.success) {
      return reply.code(422).send({
        message: "The draft is not complete yet: fill in the fields marked required to see it.",
        errors: staffFieldErrors(parsed.error),
      });
    }
    const raw = body.item as { id?: unknown; created_at?: unknown };
    const item = { ...(parsed.data as Record<string, unknown>), id: raw.id, created_at: raw.created_at };
    const language = typeof body.language === "string" ? body.language : undefined;
    return { data: previewItem(type, item, language, await publicExtras(app.db, type, raw.id)) };
  });

  app.post("/content/:type/:id/preview-link", { preHandler: signedIn }, async (request, reply) => {
    const type = previewTypeOf(request, reply);
    if (!type) return reply;
    const raw = (request.params as { id: string }).id;
    const id = adapters[type].parseId(raw);
    const item = id === null ? null : await adapters[type].get(app.db, id);
    if (!item || typeof item.id !== "number")
      return reply.code(404).send({ message: `There is no ${type} item ${raw}.` });
    const { token, expiresAt } = signPreviewToken(options.previewKey, type, item.id, itemDigest(item));
    return { data: { token, expires_at: expiresAt.toISOString() } };
  });
};

/**
 * GET /content-preview/:token?lang=: the draft a signed link names, as its public item, for the
 * site's preview page. No staff session: the signature is the permission. Outside the content read
 * cache, and never cached anywhere (one link's draft is not a public page).
 */
export const publicPreviewRoutes: FastifyPluginAsync<PreviewRoutesOptions> = async (app, options) => {
  app.get("/content-preview/:token", { schema: { hide: true } }, async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    const check = checkPreviewToken(options.previewKey, (request.params as { token: string }).token);
    if (!check.ok)
      return reply.code(check.reason === "expired" ? 410 : 403).send({
        reason: check.reason,
        message: previewRefusals[check.reason],
      });
    const item = await adapters[check.type].get(app.db, check.id);
    if (!item || itemDigest(item) !== check.digest)
      return reply.code(410).send({ reason: "changed", message: previewRefusals.changed });
    const lang = (request.query as { lang?: unknown }).lang;
    return {
      type: check.type,
      expires_at: check.expiresAt.toISOString(),
      data: previewItem(
        check.type,
        item,
        typeof lang === "string" ? lang : undefined,
        await publicExtras(app.db, check.type, check.id),
      ),
    };
  });
};
