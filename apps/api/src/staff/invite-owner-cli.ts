import { z } from "zod";
import { readApiEnv } from "../env.ts";
import { createMailDelivery } from "../mail/delivery.ts";
import { InvitationRefused, inviteStaff } from "./invitations.ts";
import { runOperatorCommand } from "./operator-database.ts";

/**
 * `npm run staff:invite-owner -- owner@example.com`: the first owner of a fresh install (README).
 * Invites the address as owner, queues and delivers the invitation mail (the outbox folder in
 * development) and prints the one-time link. Reads the same settings as the API: DATABASE_URL,
 * else the embedded database in DATA_DIR.
 */
const email = z.email().safeParse(process.argv[2]);
if (!email.success) {
  console.error("Usage: npm run staff:invite-owner -- owner@example.com (one e-mail address)");
  process.exit(2);
}
const env = readApiEnv();
runOperatorCommand(env, InvitationRefused, async (database) => {
  const { link, invitation } = await inviteStaff(database.db, {
    email: email.data,
    role: "owner",
    invitedBy: null,
    publicSiteUrl: env.PUBLIC_SITE_URL,
  });
  const delivery = createMailDelivery(database.db, {
    smtpUrl: env.SMTP_URL,
    outboxDir: env.MAIL_OUTBOX_DIR,
    from: env.MAIL_FROM,
  });
  const { sent } = await delivery.deliverDue();
  console.log(`Invited ${invitation.email} as owner, valid until ${invitation.expiresAt.toISOString()}.`);
  console.log(
    sent
      ? `The invitation mail was sent${env.SMTP_URL ? "" : ` to ${env.MAIL_OUTBOX_DIR}`}.`
      : "The invitation mail is queued; the API sends it when it runs.",
  );
  console.log(`One-time link: ${link}`);
});
