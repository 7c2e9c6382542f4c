import { randomBytes } from "node:crypto";

/** Crockford's base32: no I, L, O or U, so a code read aloud or retyped is not mistaken. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A gift card code: 16 random symbols (80 bits, from the OS's CSPRNG) in groups of four, e.g.
 * GC-7K2M-QX9D-4HTR-B8WN. Guessing one is hopeless; the unique index catches the impossible.
 */
export function createGiftCardCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let symbols = "";
  for (let i = 0; i < 16; i++) {
    symbols = ALPHABET[Number(bits & 31n)] + symbols;
    bits >>= 5n;
  }
  return `GC-${symbols.match(/.{4}/g)?.join("-")}`;
}

export const GIFT_CARD_CODE_PATTERN = /^GC-[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** Our order number at the gateway: unique, short (RBS allows 32 characters), not guessable. */
export function createOrderNumber(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, "");
  return `GC${day}-${createGiftCardCode().slice(3, 12).replace("-", "")}`;
}
