import { scheduleErrors } from "@thalassa/contract/scheduled-publishing";
import {
  STAFF_LIST_PER_PAGE,
  type StaffContentType,
  type StaffRevisionNote,
  staffAutosaveLiveRefusal,
  staffContentLabels,
  staffContentSchemas,
  staffContentTypeSchema,
  staffFieldErrors,
  staffListParams,
  staffListQuerySchema,
  staffMay,
  staffMessages,
  staffPublishableTypes,
  staffRestoreLiveRefusal,
} from "@thalassa/contract/staff";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { sendInvalid } from "../../submissions/invalid-data.ts";
import { audit } from "../audit.ts";
import { refuseBeforeSecondFactor, refuseRole, staffSessionFromRequest, staffUserOf } from "../session.ts";
import { type ContentAdapter, ContentConflict, type ContentId, integerId, type Tx } from "./adapter.ts";
import { blocksAdapter } from "./blocks-adapter.ts";
import { eventsAdapter, jobsAdapter } from "./events-jobs-adapters.ts";
import { csrAdapter, newsAdapter } from "./posts-adapter.ts";
import { forgetRevisions, getRevision, listRevisions, moveRevisions, recordRevision } from "./revisions.ts";
import {
  brandsAdapter,
  menuCardsAdapter,
  menusAdapter,
  pageMetaAdapter,
  settingsAdapter,
} from "./site-adapters.ts";

const adapters: { [T in StaffContentType]: ContentAdapter<z.infer<(typeof staffContentSchemas)[T]>> } = {
  news: newsAdapter,
  events: eventsAdapter,
  jobs: jobsAdapter,
  brands: brandsAdapter,
  csr: csrAdapter,
  menus: menusAdapter,
  "menu-cards": menuCardsAdapter,
  settings: settingsAdapter,
  "page-meta": pageMetaAdapter,
  blocks: blocksAdapter,
};

export interface ContentRoutesOptions {
  /** Called after every content write, so this process's public read cache forgets old answers. */
  onContentChange?: () => void | Promise<void>;
}

/** JSON with object keys sorted: the database (jsonb) does not keep the order they were sent in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The top-level fields a write changes (for the audit log: what changed, not the values). */
export function changedFields(
  before: Record<string, unknown> | null,
  body: Record<string, unknown>,
): string[] {
  return Object.keys(body).filter((key) => canonical(before?.[key]) !== canonical(body[key]));
}

/** The id an item has after a write: a changed url (menus, page meta) is a new id. */
function idAfterWrite(id: ContentId, body: unknown): ContentId {
  const url = (body as { url?: unknown }).url;
  return typeof url === "string" && typeof id === "string" ? url : id;
}

/** PostgreSQL's unique_violation: another item already has this address. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * /staff/content/:type[/:id] for every content type of SPEC §3: list, read, create, replace and
 * delete, each checked against the role (staffAccess), validated by the contract's schema
 * (422 with field errors) and recorded in the audit log in the same transaction.
 */
export const staffContentRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (app, options) => {
  /** The :type of the address, or a 404 that names the known types. */
  function typeOf(request: FastifyRequest, reply: FastifyReply): StaffContentType | null {
    const parsed = staffContentTypeSchema.safeParse((request.params as { type?: string }).type);
    if (parsed.success) return parsed.data;
    void reply.code(404).send({
      message: `There is no content type ${String((request.params as { type?: string }).type)}; use one of ${staffContentTypeSchema.options.join(", ")}.`,
    });
    return null;
  }

  function idOf(type: StaffContentType, request: FastifyRequest, reply: FastifyReply): ContentId | null {
    const raw = (request.params as { id: string }).id;
    const id = adapters[type].parseId(raw);
    if (id === null) void reply.code(404).send({ message: `There is no ${type} item ${raw}.` });
    return id;
  }

  /** Session first (401), then the type (404), then the role for that type (403). */
  async function allowed(request: FastifyRequest, reply: FastifyReply, verb: string) {
    const found = await staffSessionFromRequest(request, reply);
    if (!found) {
      void reply.code(401).send({ message: staffMessages.signInRequired });
      return null;
    }
    const { user } = found;
    const type = typeOf(request, reply);
    if (!type) return null;
    if (!staffMay(user.role, `content:${type}`)) {
      void refuseRole(reply, user.role, `${verb} ${staffContentLabels[type].toLowerCase()}`);
      return null;
    }
    if (refuseBeforeSecondFactor(reply, found.session)) return null;
    request.staffUser = user;
    return type;
  }

  /**
   * Runs a write and its audit entry in one transaction. Returns the item's id, null when the
   * adapter found no such item, or "refused" when a refusal (409, 422) has been sent.
   */
  async function write(
    request: FastifyRequest,
    reply: FastifyReply,
    type: StaffContentType,
    action: "create" | "update" | "delete",
    run: (adapter: ContentAdapter<unknown>, tx: Tx) => Promise<ContentId | null>,
    detail?: Record<string, unknown>,
    revision?: { body: unknown; note: StaffRevisionNote },
  ): Promise<ContentId | null | "refused"> {
    try {
      const id = await app.db.transaction(async (tx) => {
        const adapter = adapters[type] as ContentAdapter<unknown>;
        const result = await run(adapter, tx);
        if (result !== null) {
          await audit(tx, staffUserOf(request), { action, entity: type, entityId: result, detail });
        }
        // A removed item's history goes with it (a menu's url may later name another menu).
        if (result !== null && action === "delete") await forgetRevisions(tx, type, String(result));
        if (result !== null && revision) {
          // Revisions are kept under the id the item answers with (a block's either row names it).
          const after = idAfterWrite(result, revision.body);
          const saved = await adapter.get(tx as unknown as Db, after);
          const key = String(saved?.id ?? after);
          if (action === "update") await moveRevisions(tx, type, String(result), key);
          await recordRevision(
            tx,
            staffUserOf(request),
            type,
            key,
            revision.body as Record<string, unknown>,
            revision.note,
          );
        }
        return result;
      });
      if (id !== null) await options.onContentChange?.();
      return id;
    } catch (error) {
      if (error instanceof ContentConflict) {
        await reply.code(409).send({ message: error.message });
        return "refused";
      }
      const field = adapters[type].uniqueField;
      if (field && isUniqueViolation(error)) {
        await sendInvalid(reply, { [field]: ["Another item already uses this address; choose another."] });
        return "refused";
      }
      throw error;
    }
  }

  function parseBody(type: StaffContentType, request: FastifyRequest, reply: FastifyReply) {
    const parsed = staffContentSchemas[type].safeParse(request.body);
    if (!parsed.success) {
      void sendInvalid(reply, staffFieldErrors(parsed.error));
      return null;
    }
    // Publish and unpublish times must make sense together (ADR 0043).
    const scheduleRefusal = scheduleErrors(parsed.data as object, new Date());
    if (scheduleRefusal) {
      const [sentence] = Object.values(scheduleRefusal).flat();
      void reply.code(422).send({ message: sentence, errors: scheduleRefusal });
      return null;
    }
    return parsed.data;
  }

  app.get("/content/:type", async (request, reply) => {
    const type = await allowed(request, reply, "read");
    if (!type) return reply;
    const query = request.query as Record<string, unknown>;
    const repeated = Object.keys(query).find((key) => typeof query[key] !== "string");
    if (repeated) return reply.code(400).send({ message: `Give the query parameter ${repeated} once.` });
    const adapter = adapters[type];
    const listQuery = staffListQuerySchema.safeParse(query);
    const asksForList = staffListParams.some((name) => query[name] !== undefined);
    if (adapter.search && asksForList) {
      if (!listQuery.success) {
        return reply.code(400).send({
          message: `The list query is not valid: ${listQuery.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}.`,
        });
      }
      const { items, total } = await adapter.search(app.db, listQuery.data);
      return {
        data: items,
        meta: {
          total,
          page: listQuery.data.page ?? 1,
          per_page: listQuery.data.per_page ?? STAFF_LIST_PER_PAGE,
        },
      };
    }
    return { data: await adapter.list(app.db, query as Record<string, string | undefined>) };
  });

  app.get("/content/:type/:id", async (request, reply) => {
    const type = await allowed(request, reply, "read");
    if (!type) return reply;
    const id = idOf(type, request, reply);
    if (id === null) return reply;
    const item = await adapters[type].get(app.db, id);
    if (!item) return reply.code(404).send({ message: `There is no ${type} item ${id}.` });
    return { data: item };
  });

  app.post("/content/:type", async (request, reply) => {
    const type = await allowed(request, reply, "create");
    if (!type) return reply;
    const body = parseBody(type, request, reply);
    if (!body) return reply;
    const id = await write(
      request,
      reply,
      type,
      "create",
      (adapter, tx) => adapter.create(tx, body),
      undefined,
      {
        body,
        note: "create",
      },
    );
    if (id === null || id === "refused") return reply;
    return reply.code(201).send({ data: await adapters[type].get(app.db, id) });
  });

  app.put("/content/:type/:id", async (request, reply) => {
    const type = await allowed(request, reply, "change");
    if (!type) return reply;
    const id = idOf(type, request, reply);
    if (id === null) return reply;
    const body = parseBody(type, request, reply);
    if (!body) return reply;
    const before = await adapters[type].get(app.db, id);
    // An automatic save (?autosave=1) only ever writes a draft: never a live item, never a publish.
    const autosave = (request.query as { autosave?: unknown }).autosave === "1";
    if (autosave) {
      const live = type !== "blocks" && before?.status === "live";
      if (live || (body as { status?: unknown }).status !== "draft")
        return reply.code(409).send({ message: staffAutosaveLiveRefusal });
    }
    const result = await write(
      request,
      reply,
      type,
      "update",
      async (adapter, tx) => ((await adapter.update(tx, id, body)) ? id : null),
      { fields: changedFields(before, body as Record<string, unknown>) },
      { body, note: autosave ? "autosave" : "update" },
    );
    if (result === "refused") return reply;
    if (result === null) return reply.code(404).send({ message: `There is no ${type} item ${id}.` });
    // A changed address (menus, page meta) changes the id.
    return { data: await adapters[type].get(app.db, idAfterWrite(id, body)) };
  });

  /** The item the :id names and the id its revisions are kept under, or a 404 sent. */
  async function revisedItem(type: StaffContentType, request: FastifyRequest, reply: FastifyReply) {
    const id = idOf(type, request, reply);
    if (id === null) return null;
    const item = await adapters[type].get(app.db, id);
    if (!item) {
      void reply.code(404).send({ message: `There is no ${type} item ${id}.` });
      return null;
    }
    return { id, item, key: String(item.id) };
  }

  async function revisionOf(
    type: StaffContentType,
    key: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const raw = (request.params as { revision: string }).revision;
    const revisionId = integerId(raw);
    const revision = revisionId === null ? null : await getRevision(app.db, type, key, revisionId);
    if (!revision) void reply.code(404).send({ message: `This item has no revision ${raw}.` });
    return revision;
  }

  // Revisions (ADR 0059): read with the item's read permission, restored with its change permission.
  app.get("/content/:type/:id/revisions", async (request, reply) => {
    const type = await allowed(request, reply, "read");
    if (!type) return reply;
    const found = await revisedItem(type, request, reply);
    if (!found) return reply;
    return { data: await listRevisions(app.db, type, found.key) };
  });

  app.get("/content/:type/:id/revisions/:revision", async (request, reply) => {
    const type = await allowed(request, reply, "read");
    if (!type) return reply;
    const found = await revisedItem(type, request, reply);
    if (!found) return reply;
    const revision = await revisionOf(type, found.key, request, reply);
    if (!revision) return reply;
    return { data: revision };
  });

  /**
   * Saves a revision's content again as a new revision, as a draft: a block's draft row (its live
   * row stays), a draft item stays a draft, and a schedule is not brought back, so a restore never
   * publishes. A live item is refused (409): a draft save would take it off the site, so staff open
   * the revision in the form and choose Update or Unpublish (ADR 0056).
   */
  app.post("/content/:type/:id/revisions/:revision/restore", async (request, reply) => {
    const type = await allowed(request, reply, "change");
    if (!type) return reply;
    const found = await revisedItem(type, request, reply);
    if (!found) return reply;
    const revision = await revisionOf(type, found.key, request, reply);
    if (!revision) return reply;
    const publishable = (staffPublishableTypes as readonly string[]).includes(type);
    if (publishable && type !== "blocks" && found.item.status === "live") {
      return reply.code(409).send({ message: staffRestoreLiveRefusal });
    }
    const { publish_at: _schedule, ...content } = revision.item;
    const restored = publishable ? { ...content, status: "draft" } : content;
    const parsed = staffContentSchemas[type].safeParse(restored);
    if (!parsed.success) {
      return reply.code(422).send({
        message: "This revision no longer fits the item's form, so it cannot be restored.",
        errors: staffFieldErrors(parsed.error),
      });
    }
    const body = parsed.data;
    const result = await write(
      request,
      reply,
      type,
      "update",
      async (adapter, tx) => ((await adapter.update(tx, found.id, body)) ? found.id : null),
      { fields: changedFields(found.item, body as Record<string, unknown>), restored_revision: revision.id },
      { body, note: "restore" },
    );
    if (result === "refused") return reply;
    if (result === null) return reply.code(404).send({ message: `There is no ${type} item ${found.id}.` });
    return { data: await adapters[type].get(app.db, idAfterWrite(found.id, body)) };
  });

  app.delete("/content/:type/:id", async (request, reply) => {
    const type = await allowed(request, reply, "delete");
    if (!type) return reply;
    const id = idOf(type, request, reply);
    if (id === null) return reply;
    const result = await write(request, reply, type, "delete", async (adapter, tx) =>
      (await adapter.remove(tx, id)) ? id : null,
    );
    if (result === "refused") return reply;
    if (result === null) return reply.code(404).send({ message: `There is no ${type} item ${id}.` });
    return reply.code(204).send();
  });
};
