import {
  type StaffInboxKind,
  staffApplicationFileNames,
  staffInboxKindSchema,
  staffInboxKinds,
  staffListParams,
  staffListQuerySchema,
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
  uploads,
} from "../db/schema.ts";
import { audit } from "./audit.ts";
import { integerId } from "./content/adapter.ts";
import { inboxHasBrand, inboxItemExists, inboxItems, inboxNewCounts, inboxPage } from "./inbox-queries.ts";
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

function csvCell(value: string | null): string {
  const text = value ?? "";
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
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

  app.get("/inbox/:kind", async (request, reply) => {
    const kind = await allowed(request, reply, "read");
    if (!kind) return reply;
    const query = request.query as Record<string, unknown>;
    if (!staffListParams.some((name) => query[name] !== undefined)) {
      return { data: await inboxItems(app.db, kind) };
    }
    const listQuery = staffListQuerySchema.safeParse(query);
    if (!listQuery.success || listQuery.data.status === "draft" || listQuery.data.status === "live") {
      return reply.code(400).send({
        message:
          "The list query is not valid: q is text, status new or handled, brand an id, sort newest or oldest, page and per_page whole numbers.",
      });
    }
    if (listQuery.data.brand !== undefined && !inboxHasBrand(kind)) {
      return reply.code(400).send({
        message: `The ${kind.replace(/-/g, " ")} inbox has no brand to filter by; leave brand out.`,
      });
    }
    return inboxPage(app.db, kind, listQuery.data);
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
