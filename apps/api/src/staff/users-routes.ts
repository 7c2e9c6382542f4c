import {
  staffAcceptInvitationSchema,
  staffAccountMessages,
  staffFieldErrors,
  staffInvitationSchema,
  staffMessages,
  staffRoleChangeSchema,
} from "@thalassa/contract/staff";
import { staffAuditKinds, staffAuditQuerySchema } from "@thalassa/contract/staff-lists";
import { desc, eq, type InferSelectModel, isNull } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { staffInvitations, staffUsers } from "../db/schema.ts";
import { sendInvalid } from "../submissions/invalid-data.ts";
import { audit } from "./audit.ts";
import { auditEntries } from "./audit-query.ts";
import type { Tx } from "./content/adapter.ts";
import {
  acceptInvitation,
  InvitationRefused,
  inviteStaff,
  resendInvitation,
  withdrawInvitation,
} from "./invitations.ts";
import { requireStaff, staffUserOf } from "./session.ts";
import { currentSignInLocks, unlockSignIn } from "./sign-in-guard.ts";

const idParams = z.object({ id: z.string().min(1).max(100) });
const invitationParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const notAnInvitationId = "That is not an invitation id: ids are whole numbers from 1.";
const noSuchUser = "There is no staff user with that id.";
const notAUserId = "That is not a staff user id: ids are 1 to 100 characters.";
const unlockBody = z
  .object({ source: z.string().min(1).max(100).optional() })
  .strict()
  .optional();
type StaffUserRow = InferSelectModel<typeof staffUsers>;

function refuse(reply: FastifyReply, error: unknown) {
  if (error instanceof InvitationRefused) return reply.code(error.status).send({ message: error.message });
  throw error;
}

/** Owner-only user management, the audit log, and the public acceptance of an invitation. */
export const staffUsersRoutes: FastifyPluginAsync<{ publicSiteUrl: string }> = async (app, options) => {
  const ownerOnly = (action: string) => requireStaff("users", action);

  /**
   * Changes or removes one staff user and records it in the audit log, in one transaction that
   * first locks the owners' rows: whether another owner stays is decided on rows no concurrent
   * change can alter until this one commits (two owners demoting each other leave one, ADR 0027).
   * "last-owner" when the change would leave no owner; undefined when there is no such user.
   */
  const guardedUserWrite = (
    request: FastifyRequest,
    id: string,
    change: { action: string; keepsOwner: boolean },
    detail: (row: StaffUserRow) => Record<string, unknown>,
    write: (tx: Tx) => Promise<StaffUserRow[]>,
  ) =>
    app.db.transaction(async (tx) => {
      const owners = await tx
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(eq(staffUsers.role, "owner"))
        .orderBy(staffUsers.id)
        .for("update");
      if (!change.keepsOwner && owners.length === 1 && owners[0]?.id === id) return "last-owner" as const;
      const [row] = await write(tx);
      if (row)
        await audit(tx, staffUserOf(request), {
          action: change.action,
          entity: "staff-user",
          entityId: id,
          detail: detail(row),
        });
      return row;
    });

  function userIdOf(request: FastifyRequest, reply: FastifyReply): string | null {
    const parsed = idParams.safeParse(request.params);
    if (parsed.success) return parsed.data.id;
    void reply.code(400).send({ message: notAUserId });
    return null;
  }

  app.get("/users", { preHandler: ownerOnly("manage staff users") }, async () => {
    const users = await app.db.select().from(staffUsers).orderBy(staffUsers.email);
    const locks = await currentSignInLocks(app.db);
    const pending = await app.db
      .select()
      .from(staffInvitations)
      // Expired ones too: an owner re-sends or withdraws them from the list.
      .where(isNull(staffInvitations.acceptedAt))
      .orderBy(desc(staffInvitations.createdAt));
    return {
      data: users.map((u) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        role: u.role,
        created_at: u.createdAt.toISOString(),
        sign_in_locks: locks
          .filter((l) => l.email === u.email)
          .map((l) => ({ source: l.source, locked_until: l.lockedUntil.toISOString() })),
      })),
      invitations: pending.map((i) => ({
        id: i.id,
        email: i.email,
        role: i.role,
        expires_at: i.expiresAt.toISOString(),
        expired: i.expiresAt <= new Date(),
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

  app.post("/invitations/:id/resend", { preHandler: ownerOnly("invite staff") }, async (request, reply) => {
    const params = invitationParams.safeParse(request.params);
    if (!params.success) return reply.code(400).send({ message: notAnInvitationId });
    const row = await resendInvitation(app.db, {
      id: params.data.id,
      by: staffUserOf(request),
      publicSiteUrl: options.publicSiteUrl,
    });
    if (!row) return reply.code(404).send({ message: staffAccountMessages.noSuchInvitation });
    return {
      data: { id: row.id, email: row.email, role: row.role, expires_at: row.expiresAt.toISOString() },
    };
  });

  app.delete("/invitations/:id", { preHandler: ownerOnly("invite staff") }, async (request, reply) => {
    const params = invitationParams.safeParse(request.params);
    if (!params.success) return reply.code(400).send({ message: notAnInvitationId });
    const row = await withdrawInvitation(app.db, { id: params.data.id, by: staffUserOf(request) });
    if (!row) return reply.code(404).send({ message: staffAccountMessages.noSuchInvitation });
    return reply.code(204).send();
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

  app.patch("/users/:id", { preHandler: ownerOnly("change staff roles") }, async (request, reply) => {
    const id = userIdOf(request, reply);
    if (id === null) return reply;
    const parsed = staffRoleChangeSchema.safeParse(request.body);
    if (!parsed.success) return sendInvalid(reply, staffFieldErrors(parsed.error));
    const user = await guardedUserWrite(
      request,
      id,
      { action: "change-role", keepsOwner: parsed.data.role === "owner" },
      (row) => ({ role: row.role }),
      (tx) =>
        tx
          .update(staffUsers)
          .set({ role: parsed.data.role, updatedAt: new Date() })
          .where(eq(staffUsers.id, id))
          .returning(),
    );
    if (user === "last-owner") return reply.code(409).send({ message: staffMessages.lastOwner });
    if (!user) return reply.code(404).send({ message: noSuchUser });
    return { data: { id: user.id, name: user.name, email: user.email, role: user.role } };
  });

  app.delete("/users/:id", { preHandler: ownerOnly("remove staff users") }, async (request, reply) => {
    const id = userIdOf(request, reply);
    if (id === null) return reply;
    const removed = await guardedUserWrite(
      request,
      id,
      { action: "delete", keepsOwner: false },
      (row) => ({ email: row.email }),
      (tx) => tx.delete(staffUsers).where(eq(staffUsers.id, id)).returning(),
    );
    if (removed === "last-owner") return reply.code(409).send({ message: staffMessages.lastOwner });
    if (!removed) return reply.code(404).send({ message: noSuchUser });
    return reply.code(204).send();
  });

  /** Lifts a user's sign-in locks: of one source ({ source }) or of all; audited. */
  app.post(
    "/users/:id/unlock",
    { preHandler: ownerOnly("unlock staff sign-ins") },
    async (request, reply) => {
      const id = userIdOf(request, reply);
      if (id === null) return reply;
      const body = unlockBody.safeParse(request.body);
      if (!body.success) {
        return reply.code(400).send({ message: "Send no body, or { source } naming the address to unlock." });
      }
      const [user] = await app.db.select().from(staffUsers).where(eq(staffUsers.id, id));
      if (!user) return reply.code(404).send({ message: noSuchUser });
      const source = body.data?.source;
      const unlocked = await app.db.transaction(async (tx) => {
        const sources = await unlockSignIn(tx, user.email, source === undefined ? undefined : [source]);
        await audit(tx, staffUserOf(request), {
          action: "unlock",
          entity: "staff-user",
          entityId: id,
          detail: { email: user.email, sources },
        });
        return sources;
      });
      return { data: { id, unlocked } };
    },
  );

  app.get("/audit", { preHandler: requireStaff("audit", "read the audit log") }, async (request, reply) => {
    const query = staffAuditQuerySchema.safeParse(request.query);
    if (!query.success) {
      const issue = query.error.issues[0];
      return reply.code(400).send({
        message: `The audit query is not valid: ${String(issue?.path[0] ?? "query")}: ${issue?.message ?? "invalid"}. limit is 1 to 500, who part of an e-mail address, kind one of ${staffAuditKinds.join(", ")}, from and to days as YYYY-MM-DD.`,
      });
    }
    const rows = await auditEntries(app.db, query.data);
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
