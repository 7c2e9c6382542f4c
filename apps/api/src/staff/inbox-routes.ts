import {
  STAFF_EXPORT_MAX_ROWS,
  type StaffInboxKind,
  type StaffInboxListQuery,
  staffApplicationFileNames,
  staffInboxesWithExport,
  staffInboxesWithReply,
  staffInboxKindSchema,
  staffInboxKinds,
  staffInboxListParams,
  staffInboxListQuerySchema,
  staffInboxReplySchema,
  staffMay,
  staffMessages,
} from "@thalassa/contract/staff";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  giftCardOrders,
  jobApplications,
  newsletterSubscriptions,
  staffInboxHandled,
  staffInboxReplies,
  uploads,
} from "../db/schema.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { audit } from "./audit.ts";
import { integerId } from "./content/adapter.ts";
import { csvCell } from "./csv.ts";
import { inboxCsv } from "./inbox-csv.ts";
import {
  inboxExport,
  inboxHasBrand,
  inboxItemAddress,
  inboxItemExists,
  inboxItems,
  inboxNewCounts,
  inboxPage,
} from "./inbox-queries.ts";
import {
  refuseBeforeSecondFactor,
  refuseRole,
  requireStaff,
  staffSessionFromRequest,
  staffUserOf,
} from "./session.ts";

const handledBody = z.object({ handled: z.boolean().optional() }).strict();
const fileParams = z.object({ id: z.string(), name: z.enum(staffApplicationFileNames) });

/** The :id of the address as an item id, or a 400 saying what an id is. */
function itemIdOf(request: FastifyRequest, reply: FastifyReply): number | null {
  const raw = (request.params as { id?: unknown }).id;
  const id = integerId(raw);
  if (id === null) {
    void reply
      .code(400)
      .send({ message: `${String(raw).slice(0, 40)} is not an item id: ids are whole numbers from 1.` });
  }
  return id;
}

/** A file name safe in a Content-Disposition header: the visitor's name, reduced to plain characters. */
export function attachmentName(original: string, fallback: string): string {
  const cleaned = original
    .normalize("NFKD")
    .replace(/[^\w.\- ]+/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120);
  return cleaned && !cleaned.startsWith(".") ? cleaned : fallback;
}

/**
 * The submissions inbox: enquiries, job applications (files for hr and owner only), newsletter
 * subscribers (CSV, unsubscribe) and gift card orders (gateway re-check); each item can be marked
 * handled. Session first (401), then the kind (404), then the role (403).
 */
export const staffInboxRoutes: FastifyPluginAsync = async (app) => {
  async function allowed(
    request: FastifyRequest,
    reply: FastifyReply,
    action: string,
  ): Promise<StaffInboxKind | null> {
    const found = await staffSessionFromRequest(request, reply);
    if (!found) {
      await reply.code(401).send({ message: staffMessages.signInRequired });
      return null;
    }
    const { user } = found;
    const kind = String((request.params as { kind?: unknown }).kind);
    const parsed = staffInboxKindSchema.safeParse(kind);
    if (!parsed.success) {
      await reply.code(404).send({
        message: `There is no inbox ${kind}; use one of ${staffInboxKindSchema.options.join(", ")}.`,
      });
      return null;
    }
    if (!staffMay(user.role, `inbox:${parsed.data}`)) {
      await refuseRole(reply, user.role, `${action} ${parsed.data.replace(/-/g, " ")}`);
      return null;
    }
    if (refuseBeforeSecondFactor(reply, found.session)) return null;
    request.staffUser = user;
    return parsed.data;
  }

  /** The list query of an inbox, or a 400 that says what is wrong with it. */
  function listQueryOf(
    kind: StaffInboxKind,
    query: Record<string, unknown>,
    reply: FastifyReply,
  ): StaffInboxListQuery | null {
    const listQuery = staffInboxListQuerySchema.safeParse(query);
    if (!listQuery.success || listQuery.data.status === "draft" || listQuery.data.status === "live") {
      const dayIssue = listQuery.error?.issues.find((issue) =>
        ["from", "to"].includes(String(issue.path[0])),
      );
      void reply.code(400).send({
        message: dayIssue
          ? `The list query is not valid: ${String(dayIssue.path[0])}: ${dayIssue.message}.`
          : "The list query is not valid: q is text, status new or handled, brand an id, sort newest or oldest, page and per_page whole numbers, from and to days as YYYY-MM-DD.",
      });
      return null;
    }
    if (listQuery.data.brand !== undefined && !inboxHasBrand(kind)) {
      void reply.code(400).send({
        message: `The ${kind.replace(/-/g, " ")} inbox has no brand to filter by; leave brand out.`,
      });
      return null;
    }
    return listQuery.data;
  }

  app.get("/inbox/:kind", async (request, reply) => {
    const kind = await allowed(request, reply, "read");
    if (!kind) return reply;
    const query = request.query as Record<string, unknown>;
    if (!staffInboxListParams.some((name) => query[name] !== undefined)) {
      return { data: await inboxItems(app.db, kind) };
    }
    const listQuery = listQueryOf(kind, query, reply);
    if (!listQuery) return reply;
    return inboxPage(app.db, kind, listQuery);
  });

  /**
   * The filtered set of an inbox as a CSV file, with the same query and the same permission as
   * the list; at most STAFF_EXPORT_MAX_ROWS rows, and the file name says when there were more.
   */
  app.get("/inbox/:kind/export.csv", async (request, reply) => {
    const kind = await allowed(request, reply, "export");
    if (!kind) return reply;
    if (!(staffInboxesWithExport as readonly string[]).includes(kind)) {
      return reply.code(404).send({
        message: `The ${kind.replace(/-/g, " ")} inbox has no CSV export of this kind; exports are for ${staffInboxesWithExport.join(", ")}.`,
      });
    }
    const listQuery = listQueryOf(kind, request.query as Record<string, unknown>, reply);
    if (!listQuery) return reply;
    const { items, total } = await inboxExport(app.db, kind, listQuery, STAFF_EXPORT_MAX_ROWS);
    const file = inboxCsv(kind, items);
    const fileName = [
      kind === "gift-card-orders" ? kind : `${kind}-enquiries`,
      listQuery.from ? `from-${listQuery.from}` : null,
      listQuery.to ? `to-${listQuery.to}` : null,
      total > items.length ? `first-${items.length}-of-${total}` : null,
    ]
      .filter(Boolean)
      .join("-");
    await audit(app.db, staffUserOf(request), {
      action: "export",
      entity: kind,
      entityId: null,
      detail: { rows: items.length, of: total },
    });
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${fileName}.csv"`)
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, no-store")
      .send(file);
  });

  /** New items per inbox the role may read, for the overview. */
  app.get("/inbox-counts", { preHandler: requireStaff(undefined, "read inboxes") }, async (request) => {
    const role = staffUserOf(request).role;
    return {
      data: await inboxNewCounts(
        app.db,
        staffInboxKinds.filter((kind) => staffMay(role, `inbox:${kind}`)),
      ),
    };
  });

  app.post("/inbox/:kind/:id/handled", async (request, reply) => {
    const kind = await allowed(request, reply, "handle");
    if (!kind) return reply;
    const id = itemIdOf(request, reply);
    if (id === null) return reply;
    if (!(await inboxItemExists(app.db, kind, id))) {
      return reply.code(404).send({ message: `There is no item ${id} in the ${kind} inbox.` });
    }
    const body = handledBody.safeParse(request.body === undefined ? {} : request.body);
    if (!body.success) {
      return reply.code(400).send({ message: "Send { handled: true } or { handled: false }, or no body." });
    }
    const { handled = true } = body.data;
    const user = staffUserOf(request);
    await app.db.transaction(async (tx) => {
      if (handled) {
        await tx
          .insert(staffInboxHandled)
          .values({ kind, itemId: id, handledBy: user.id })
          .onConflictDoNothing();
      } else {
        await tx
          .delete(staffInboxHandled)
          .where(sql`${staffInboxHandled.kind} = ${kind} and ${staffInboxHandled.itemId} = ${id}`);
      }
      await audit(tx, user, {
        action: handled ? "mark-handled" : "mark-unhandled",
        entity: kind,
        entityId: id,
      });
    });
    const item = (await inboxItems(app.db, kind)).find((i) => i.id === id);
    return { data: item ?? { id, handled: null } };
  });

  /*
   * A reply by e-mail from the inbox, kept on the item (who, when, what) so colleagues see it was
   * answered. It goes to the address the sender gave and nowhere else: the body names no recipient.
   */
  app.post("/inbox/:kind/:id/replies", async (request, reply) => {
    const kind = await allowed(request, reply, "reply to");
    if (!kind) return reply;
    const replyKind = staffInboxesWithReply.find((k) => k === kind);
    if (!replyKind) {
      return reply.code(404).send({
        message: `Items in the ${kind} inbox are not answered from here; replies go to ${staffInboxesWithReply.join(", ")}.`,
      });
    }
    const id = itemIdOf(request, reply);
    if (id === null) return reply;
    const address = await inboxItemAddress(app.db, replyKind, id);
    if (address === null) {
      return reply.code(404).send({ message: `There is no item ${id} in the ${kind} inbox.` });
    }
    const body = staffInboxReplySchema.safeParse(request.body ?? {});
    if (!body.success) {
      return reply.code(400).send({
        message: body.error.issues.map((issue) => issue.message).join(" "),
        errors: Object.fromEntries(
          body.error.issues.map((issue) => [String(issue.path[0] ?? ""), issue.message]),
        ),
      });
    }
    if (!address) {
      return reply.code(409).send({
        message: "This item has no e-mail address any more (it was erased), so it cannot be answered.",
      });
    }
    const user = staffUserOf(request);
    const { subject, text } = body.data;
    await app.db.transaction(async (tx) => {
      await tx.insert(staffInboxReplies).values({ kind, itemId: id, sentBy: user.id, subject, text });
      await enqueueMail(tx, [{ kind: "inbox-reply", to: address, subject, text }]);
      await audit(tx, user, { action: "reply-sent", entity: kind, entityId: id, detail: { subject } });
    });
    const item = (await inboxItems(app.db, kind)).find((i) => i.id === id);
    return reply.code(201).send({ data: item ?? { id }, message: `Reply sent to ${address}.` });
  });

  app.get(
    "/inbox/job-applications/:id/files/:name",
    { preHandler: requireStaff("application-files", "download CVs and work permits") },
    async (request, reply) => {
      const params = fileParams.safeParse(request.params);
      if (!params.success) {
        return reply
          .code(400)
          .send({ message: `The file is named one of ${staffApplicationFileNames.join(", ")}.` });
      }
      const { name } = params.data;
      const id = itemIdOf(request, reply);
      if (id === null) return reply;
      const [application] = await app.db.select().from(jobApplications).where(eq(jobApplications.id, id));
      const uploadId = name === "cv" ? application?.cvUploadId : application?.workPermitUploadId;
      if (!application || !uploadId) {
        return reply
          .code(404)
          .send({ message: `Application ${id} has no ${name === "cv" ? "CV" : "work permit"}.` });
      }
      const [file] = await app.db
        .select({ originalName: uploads.originalName, mimeType: uploads.mimeType, blobKey: uploads.blobKey })
        .from(uploads)
        .where(eq(uploads.id, uploadId));
      const blob = file?.blobKey ? await app.blobs.get(file.blobKey) : null;
      if (!file || !blob)
        return reply.code(404).send({ message: "The file of this application is missing." });
      await audit(app.db, staffUserOf(request), {
        action: "download",
        entity: "job-applications",
        entityId: id,
        detail: { file: name },
      }).catch((error: unknown) => {
        blob.stream.destroy();
        throw error;
      });
      const fileName = attachmentName(file.originalName, `${name}-${id}`);
      return reply
        .header("content-type", file.mimeType)
        .header(
          "content-disposition",
          `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header("content-length", blob.size)
        .send(blob.stream);
    },
  );

  app.get(
    "/inbox/newsletter.csv",
    { preHandler: requireStaff("inbox:newsletter", "export newsletter subscribers") },
    async (_request, reply) => {
      // Only addresses whose owner confirmed and who have not unsubscribed may be mailed (ADR 0034).
      const rows = await app.db
        .select()
        .from(newsletterSubscriptions)
        .where(
          and(isNotNull(newsletterSubscriptions.confirmedAt), isNull(newsletterSubscriptions.unsubscribedAt)),
        )
        .orderBy(newsletterSubscriptions.id);
      const lines = [
        "email,subscribed_at,confirmed_at,unsubscribed_at,utm_source",
        ...rows.map((r) =>
          [
            r.email,
            r.consentAt.toISOString(),
            r.confirmedAt?.toISOString() ?? null,
            r.unsubscribedAt?.toISOString() ?? null,
            r.utmSource,
          ]
            .map(csvCell)
            .join(","),
        ),
      ];
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="newsletter-subscribers.csv"')
        .header("x-content-type-options", "nosniff")
        .send(`${lines.join("\r\n")}\r\n`);
    },
  );

  app.post(
    "/inbox/newsletter/:id/unsubscribe",
    { preHandler: requireStaff("inbox:newsletter", "unsubscribe newsletter subscribers") },
    async (request, reply) => {
      const id = itemIdOf(request, reply);
      if (id === null) return reply;
      const rows = await app.db.transaction(async (tx) => {
        const changed = await tx
          .update(newsletterSubscriptions)
          .set({ unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, now())` })
          .where(eq(newsletterSubscriptions.id, id))
          .returning({ id: newsletterSubscriptions.id });
        if (changed.length)
          await audit(tx, staffUserOf(request), {
            action: "unsubscribe",
            entity: "newsletter",
            entityId: id,
          });
        return changed;
      });
      if (!rows.length) return reply.code(404).send({ message: `There is no subscriber ${id}.` });
      return { data: (await inboxItems(app.db, "newsletter")).find((i) => i.id === id) };
    },
  );

  app.post(
    "/inbox/gift-card-orders/:id/recheck",
    { preHandler: requireStaff("inbox:gift-card-orders", "re-check gift card orders") },
    async (request, reply) => {
      const id = itemIdOf(request, reply);
      if (id === null) return reply;
      const [order] = await app.db.select().from(giftCardOrders).where(eq(giftCardOrders.id, id));
      if (!order) return reply.code(404).send({ message: `There is no gift card order ${id}.` });
      const synced = await app.payments.giftCards.syncOrder(order);
      await audit(app.db, staffUserOf(request), {
        action: "recheck",
        entity: "gift-card-orders",
        entityId: order.id,
        detail: { before: order.status, after: synced.status },
      });
      return { data: (await inboxItems(app.db, "gift-card-orders")).find((i) => i.id === order.id) };
    },
  );
};
