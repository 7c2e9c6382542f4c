import { createHash, randomBytes } from "node:crypto";
import {
  STAFF_INVITATION_HOURS,
  type StaffRole,
  type StaffUser,
  staffMessages,
} from "@thalassa/contract/staff";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { staffInvitations, staffUsers } from "../db/schema.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { audit } from "./audit.ts";
import { normaliseEmail } from "./sign-in-guard.ts";
import { createStaffUser } from "./staff-users.ts";

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function invitationLink(publicSiteUrl: string, token: string): string {
  return new URL(`/staff/accept-invite?token=${encodeURIComponent(token)}`, publicSiteUrl).toString();
}

function invitationMail(email: string, role: StaffRole, link: string) {
  return {
    kind: "staff-invitation",
    to: email,
    subject: "Your invitation to the Thalassa Group staff area",
    text: [
      `You have been invited to the Thalassa Group staff area as ${role}.`,
      "",
      `Choose your name and password here (the link works once, for ${STAFF_INVITATION_HOURS} hours):`,
      link,
      "",
      "If you did not expect this invitation, ignore this mail.",
    ].join("\n"),
  };
}

export class InvitationRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Creates a one-use invitation valid STAFF_INVITATION_HOURS and queues its mail in the same
 * transaction. Only the token's hash is kept; the link exists in the mail (and the CLI's output).
 */
export async function inviteStaff(
  db: Db,
  input: { email: string; role: StaffRole; invitedBy: StaffUser | null; publicSiteUrl: string },
) {
  const email = normaliseEmail(input.email);
  const [existing] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, email));
  if (existing) throw new InvitationRefused(`There is already a staff account for ${email}.`, 409);
  const token = randomBytes(32).toString("base64url");
  const link = invitationLink(input.publicSiteUrl, token);
  const expiresAt = new Date(Date.now() + STAFF_INVITATION_HOURS * 3_600_000);
  const invitation = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        email,
        role: input.role,
        tokenHash: tokenHash(token),
        invitedBy: input.invitedBy?.id ?? null,
        expiresAt,
      })
      .returning();
    if (!row) throw new Error("the invitation was not stored");
    await enqueueMail(tx, [invitationMail(email, input.role, link)]);
    await audit(tx, input.invitedBy, {
      action: "invite",
      entity: "staff-user",
      entityId: row.id,
      detail: { email, role: input.role },
    });
    return row;
  });
  return { invitation, token, link };
}

/** Turns a valid, unused, unexpired invitation into an account; the invitation is spent in the same transaction. */
export async function acceptInvitation(db: Db, input: { token: string; name: string; password: string }) {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.tokenHash, tokenHash(input.token)))
      .for("update");
    if (!invitation) throw new InvitationRefused(staffMessages.invitationInvalid, 404);
    if (invitation.acceptedAt) throw new InvitationRefused(staffMessages.invitationUsed, 410);
    if (invitation.expiresAt <= new Date()) throw new InvitationRefused(staffMessages.invitationExpired, 410);
    const [existing] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, invitation.email));
    if (existing) throw new InvitationRefused(staffMessages.invitationUsed, 410);
    await tx
      .update(staffInvitations)
      .set({ acceptedAt: new Date() })
      .where(eq(staffInvitations.id, invitation.id));
    const user = await createStaffUser(tx, {
      email: invitation.email,
      name: input.name,
      role: invitation.role,
      password: input.password,
    });
    const who: StaffUser = { id: user.id, name: user.name, email: user.email, role: user.role };
    await audit(tx, who, { action: "accept-invitation", entity: "staff-user", entityId: user.id });
    return who;
  });
}

/**
 * Sends an open invitation again with a new link and a new STAFF_INVITATION_HOURS: the old link
 * stops working (only the new token's hash is kept). Expired invitations can be re-sent too.
 */
export async function resendInvitation(db: Db, input: { id: number; by: StaffUser; publicSiteUrl: string }) {
  const token = randomBytes(32).toString("base64url");
  const link = invitationLink(input.publicSiteUrl, token);
  const expiresAt = new Date(Date.now() + STAFF_INVITATION_HOURS * 3_600_000);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvitations)
      .set({ tokenHash: tokenHash(token), expiresAt })
      .where(and(eq(staffInvitations.id, input.id), isNull(staffInvitations.acceptedAt)))
      .returning();
    if (!row) return null;
    await enqueueMail(tx, [invitationMail(row.email, row.role, link)]);
    await audit(tx, input.by, {
      action: "invite-resend",
      entity: "staff-invitation",
      entityId: row.id,
      detail: { email: row.email, role: row.role },
    });
    return row;
  });
}

/** Withdraws an open invitation: its link stops working at once. */
export async function withdrawInvitation(db: Db, input: { id: number; by: StaffUser }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.id, input.id), isNull(staffInvitations.acceptedAt)))
      .returning();
    if (!row) return null;
    await audit(tx, input.by, {
      action: "invite-withdraw",
      entity: "staff-invitation",
      entityId: row.id,
      detail: { email: row.email, role: row.role },
    });
    return row;
  });
}
