import { createHash, createHmac } from "node:crypto";
import type { ConsentRecord } from "@thalassa/contract/privacy";
import type { Db } from "../db/client.ts";
import { consentLog } from "../db/schema.ts";

/**
 * The key the visitor id is hashed with, derived from the API key every installation sets: the
 * log names a browser only through its own random cookie, and without the server's key the hash
 * cannot be matched to a cookie value.
 */
export function consentSecretFromApiKey(apiKey: string): string {
  return createHash("sha256").update(`thalassa-consent-log:${apiKey}`).digest("hex");
}

export function visitorHash(secret: string, visitorId: string): string {
  return createHmac("sha256", secret).update(visitorId).digest("hex");
}

/** One cookie choice: hashed visitor id, choice, policy version; the time is the database's. */
export async function recordConsent(db: Db, secret: string, record: ConsentRecord): Promise<void> {
  await db.insert(consentLog).values({
    visitorHash: visitorHash(secret, record.visitor_id),
    choice: record.choice,
    policyVersion: record.policy_version,
  });
}
