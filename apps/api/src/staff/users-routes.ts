import {
  staffAcceptInvitationSchema,
  staffFieldErrors,
  staffInvitationSchema,
  staffMessages,
  staffRoleChangeSchema,
} from "@thalassa/contract/staff";
import { and, desc, eq, gt, type InferSelectModel, isNull, ne } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { auditLog, staffInvitations, staffUsers } from "../db/schema.ts";
import { sendInvalid } from "../submissions/invalid-data.ts";
import { audit } from "./audit.ts";
import type { Tx } from "./content/adapter.ts";
import { acceptInvitation, InvitationRefused, inviteStaff } from "./invitations.ts";
import { requireStaff, staffUserOf } from "./session.ts";

const idParams = z.object({ id: z.string().min(1).max(100) });
const noSuchUser = "There is no staff user with that id.";
type StaffUserRow = InferSelectModel<typeof staffUsers>;

function refuse(reply: FastifyReply, error: unknown) {
  if (error instanceof InvitationRefused) return reply.code(error.status).send({ message: error.message });
  throw error;
}

/** Owner-only user management, the audit log, and the public acceptance of an invitation. */
export const staffUsersRoutes: FastifyPluginAsync<{ publicSiteUrl: string }> = async (app, options) => {
  const ownerOnly = (action: string) => requireStaff("users", action);

  /** Changes or removes one staff user and records it in the audit log, in one transaction; undefined when there is no such user. */
  const auditedUserWrite = (
    request: FastifyRequest,
    id: string,
    action: string,
    detail: (row: StaffUserRow) => Record<string, unknown>,
    write: (tx: Tx) => Promise<StaffUserRow[]>,
  ) =>
    app.db.transaction(async (tx) => {
      const [row] = await write(tx);
      if (row)
        await audit(tx, staffUserOf(request), {
          action,
          entity: "staff-user",
          entityId: id,
          detail: detail(row),
        });
      return row;
    });

  app.get("/users", { preHandler: ownerOnly("manage staff users") }, async () => {
    const users = await app.db.select().from(staffUsers).orderBy(staffUsers.email);
    const pending = await app.db
      .select()
      .from(staffInvitations)
      .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, new Date())))
      .orderBy(desc(staffInvitations.createdAt));
    return {
      data: users.map((u) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        role: u.role,
        created_at: u.createdAt.toISOString(),
      })),
      invitations: pending.map((i) => ({
        id: i.id,
        email: i.email,
        role: i.role,
        expires_at: i.expiresAt.toISOString(),
      })),
    };
  });

  app.post("/invitations", { preHandler: ownerOnly("invite staff") }, async (request, reply) => {
    const parsed = staffInvitationSchema.safeParse(request.body);
    if (!parsed.success) return sendInvalid(reply, staffFieldErrors(parsed.error));
    try {
      const { invitation } = await inviteStaff(app.db, {
        ...parsed.data,
        invitedBy: staffUserOf(request),
        publicSiteUrl: options.publicSiteUrl,
      });
      return reply.code(201).send({
        data: {
          id: invitation.id,
          email: invitation.email,
          role: invitation.role,
          expires_at: invitation.expiresAt.toISOString(),
        },
      });
    } catch (error) {
      return refuse(reply, error);
    }
  });

  // Public: the invited person has no session yet; the token is the proof.
  app.post("/invitations/accept", { config: { rateLimit: {} } }, async (request, reply) => {
    const parsed = staffAcceptInvitationSchema.safeParse(request.body);
    if (!parsed.success) return sendInvalid(reply, staffFieldErrors(parsed.error));
    try {
      const user = await acceptInvitation(app.db, parsed.data);
      return reply.code(201).send({ user });
    } catch (error) {
      return refuse(reply, error);
    }
  });

  /** Whether removing `id` from the owners would leave none. */
  async function isLastOwner(id: string) {
    const owners = await app.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.role, "owner"), ne(staffUsers.id, id)));
    const [target] = await app.db
      .select({ role: staffUsers.role })
      .from(staffUsers)
      .where(eq(staffUsers.id, id));
    return target?.role === "owner" && owners.length === 0;
  }

  app.patch("/users/:id", { preHandler: ownerOnly("change staff roles") }, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const parsed = staffRoleChangeSchema.safeParse(request.body);
    if (!parsed.success) return sendInvalid(reply, staffFieldErrors(parsed.error));
    if (parsed.data.role !== "owner" && (await isLastOwner(id))) {
      return reply.code(409).send({ message: staffMessages.lastOwner });
    }
    const user = await auditedUserWrite(
      request,
      id,
      "change-role",
      (row) => ({ role: row.role }),
      (tx) =>
        tx
          .update(staffUsers)
          .set({ role: parsed.data.role, updatedAt: new Date() })
          .where(eq(staffUsers.id, id))
          .returning(),
    );
    if (!user) return reply.code(404).send({ message: noSuchUser });
    return { data: { id: user.id, name: user.name, email: user.email, role: user.role } };
  });

  app.delete("/users/:id", { preHandler: ownerOnly("remove staff users") }, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    if (await isLastOwner(id)) return reply.code(409).send({ message: staffMessages.lastOwner });
    const removed = await auditedUserWrite(
      request,
      id,
      "delete",
      (row) => ({ email: row.email }),
      (tx) => tx.delete(staffUsers).where(eq(staffUsers.id, id)).returning(),
    );
    if (!removed) return reply.code(404).send({ message: noSuchUser });
    return reply.code(204).send();
  });

  app.get("/audit", { preHandler: requireStaff("audit", "read the audit log") }, async (request) => {
    const { limit } = z
      .object({ limit: z.coerce.number().int().min(1).max(500).default(200) })
      .parse(request.query);
    const rows = await app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
    return {
      data: rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        user_id: r.userId,
        user_email: r.userEmail,
        role: r.role,
        action: r.action,
        entity: r.entity,
        entity_id: r.entityId,
        detail: r.detail,
      })),
    };
  });
};
