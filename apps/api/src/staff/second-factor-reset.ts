import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { staffSessions, staffTwoFactors, staffUsers } from "../db/schema.ts";
import { audit } from "./audit.ts";
import { normaliseEmail } from "./sign-in-guard.ts";

export class SecondFactorResetRefused extends Error {}

/**
 * Takes the second factor off one account, for an owner who lost both the phone and the recovery
 * codes and has no other owner to remove and re-invite them (ADR 0044). The TOTP secret and codes
 * are deleted and every session of the account ends, so whoever holds a session on the lost phone
 * or laptop is signed out; at the next password sign-in an owner or hr is asked to set up the app
 * again before anything else (ADR 0037). Run by an operator with database access, so it is
 * audited with no staff user and `by: "operator"`.
 */
export async function resetSecondFactor(db: Db, address: string) {
  const email = normaliseEmail(address);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: staffUsers.id, role: staffUsers.role, enabled: staffUsers.twoFactorEnabled })
      .from(staffUsers)
      .where(eq(staffUsers.email, email));
    if (!user) throw new SecondFactorResetRefused(`There is no staff account for ${email}.`);
    const factors = await tx
      .delete(staffTwoFactors)
      .where(eq(staffTwoFactors.userId, user.id))
      .returning({ id: staffTwoFactors.id });
    if (!user.enabled && factors.length === 0) {
      throw new SecondFactorResetRefused(`${email} has no second factor to reset.`);
    }
    await tx
      .update(staffUsers)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(staffUsers.id, user.id));
    const sessions = await tx
      .delete(staffSessions)
      .where(eq(staffSessions.userId, user.id))
      .returning({ id: staffSessions.id });
    await audit(tx, null, {
      action: "second-factor-reset",
      entity: "staff-user",
      entityId: user.id,
      detail: { email, role: user.role, by: "operator", sessions_ended: sessions.length },
    });
    return { email, role: user.role, sessionsEnded: sessions.length };
  });
}

export const SECOND_FACTOR_RESET_USAGE =
  "Usage: npm run staff:reset-second-factor -- owner@example.com (the account's e-mail address, written out)";

/** The command's one argument: an e-mail address written out in full, never a pattern or a default. */
export function secondFactorResetAddress(args: readonly string[]): string | null {
  if (args.length !== 1) return null;
  const parsed = z.email().safeParse(args[0]);
  return parsed.success ? parsed.data : null;
}
