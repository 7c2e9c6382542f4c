import { createHash, randomBytes } from "node:crypto";

/**
 * The tokens of the newsletter's links (ADR 0046): one confirms a sign-up, another (made when it
 * is confirmed) ends the subscription. The raw token is only in the mail's link; the database
 * keeps its SHA-256, so a copy of the database opens no one's subscription.
 */
export function newsletterTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new link token (192 random bits, base64url) and the hash to store for it. */
export function newNewsletterToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: newsletterTokenHash(token) };
}
