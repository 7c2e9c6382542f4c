import { mkdirSync } from "node:fs";
import { z } from "zod";
import { openDatabase } from "../db/client.ts";
import { readApiEnv } from "../env.ts";
import { createMailDelivery } from "../mail/delivery.ts";
import { InvitationRefused, inviteStaff } from "./invitations.ts";

/**
 * `npm run staff:invite-owner -- owner@example.com`: the first owner of a fresh install (README).
 * Invites the address as owner, queues and delivers the invitation mail (the outbox folder in
 * development) and prints the one-time link. Reads the same settings as the API: DATABASE_URL,
 * else the embedded database in DATA_DIR.
 */
async function main() {
  const email = z.email().safeParse(process.argv[2]);
  if (!email.success) {
    console.error("Usage: npm run staff:invite-owner -- owner@example.com (one e-mail address)");
    process.exit(2);
  }
  const env = readApiEnv();
  if (!env.DATABASE_URL) {
    // The embedded database is one process's: a running API holds it.
    const running = await fetch(`http://${env.API_HOST}:${env.API_PORT}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (running) {
      console.error(
        `The API is running on port ${env.API_PORT} with the embedded database, which one process can open at a time. Stop it (Ctrl-C in npm start), run this again, then start it.`,
      );
      process.exit(1);
    }
    mkdirSync(env.DATA_DIR, { recursive: true });
  }
  const database = openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
  });
  try {
    await database.migrate();
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
  } catch (error) {
    if (error instanceof InvitationRefused) {
      console.error(error.message);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
