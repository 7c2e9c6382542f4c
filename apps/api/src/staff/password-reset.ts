import { STAFF_PASSWORD_RESET_MINUTES } from "@thalassa/contract/staff";
import { and, count, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { mailQueue, staffUsers } from "../db/schema.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { audit } from "./audit.ts";
import { passwordResetMail } from "./password-reset-mail.ts";
import { normaliseEmail, unlockSignIn } from "./sign-in-guard.ts";

export const PASSWORD_RESET_MINUTES = STAFF_PASSWORD_RESET_MINUTES;
/** At most this many reset mails per address and hour, whoever asks: nobody can flood a mailbox. */
export const PASSWORD_RESET_MAILS_PER_HOUR = 3;
const MAIL_KIND = "staff-password-reset";

export function passwordResetLink(publicSiteUrl: string, token: string): string {
  return new URL(`/staff/reset-password?token=${encodeURIComponent(token)}`, publicSiteUrl).toString();
}

/**
 * better-auth's `sendResetPassword`: queues the one-time link in the mail outbox unless the address
 * already had PASSWORD_RESET_MAILS_PER_HOUR reset mails in the last hour; the mail is in the
 * person's interface language. The caller's answer is the same either way (and for addresses
 * without an account), so it tells nobody which exist.
 */
export async function queuePasswordResetMail(
  db: Db,
  publicSiteUrl: string,
  user: { id: string; email: string; name: string },
  token: string,
): Promise<void> {
  const [account] = await db
    .select({ language: staffUsers.interfaceLanguage })
    .from(staffUsers)
    .where(eq(staffUsers.id, user.id));
  await db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ n: count() })
      .from(mailQueue)
      .where(
        and(
          eq(mailQueue.kind, MAIL_KIND),
          eq(mailQueue.to, user.email),
          gt(mailQueue.createdAt, new Date(Date.now() - 3_600_000)),
        ),
      );
    const throttled = (recent?.n ?? 0) >= PASSWORD_RESET_MAILS_PER_HOUR;
    if (!throttled) {
      await enqueueMail(tx, [
        {
          kind: MAIL_KIND,
          to: user.email,
          ...passwordResetMail(account?.language ?? "en", user.name, passwordResetLink(publicSiteUrl, token)),
        },
      ]);
    }
    await audit(tx, null, {
      action: throttled ? "password-reset-throttled" : "password-reset-requested",
      entity: "staff-user",
      entityId: user.id,
      detail: { email: user.email },
    });
  });
}

/** better-auth's `onPasswordReset`: the new password is set and every session of the user ended. */
export async function recordPasswordReset(db: Db, user: { id: string; email: string; name: string }) {
  const [row] = await db.select({ role: staffUsers.role }).from(staffUsers).where(eq(staffUsers.id, user.id));
  // Whoever proved they hold the mailbox may sign in at once: the reset lifts the account's
  // sign-in locks and counts from every source (ADR 0056).
  const unlocked = await unlockSignIn(db, normaliseEmail(user.email));
  await audit(db, row ? { id: user.id, name: user.name, email: user.email, role: row.role } : null, {
    action: "password-reset",
    entity: "staff-user",
    entityId: user.id,
    detail: { email: user.email, sessions_ended: true, sign_in_locks_lifted: unlocked },
  });
}
