import { isIP } from "node:net";
import { z } from "zod";

/** The named ranges proxy-addr (Fastify's and Express's "trust proxy") understands. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An address, a CIDR range (10.0.0.0/8, fd00::/8) or one of the named ranges. */
export function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * A setting that lists the proxies whose X-Forwarded-For is believed: comma- or space-separated
 * addresses, ranges or named ranges; "none" believes no one. Loopback (where the site and a local
 * nginx run) unless set. A wrong entry is named, so a typo cannot silently trust no one or everyone.
 */
export const trustedProxiesSetting = z
  .string()
  .default("loopback")
  .transform((value, ctx) => {
    const entries = value.split(/[\s,]+/).filter(Boolean);
    if (entries.length === 1 && entries[0] === "none") return [];
    for (const entry of entries.filter((e) => !isProxyAddress(e))) {
      ctx.addIssue({
        code: "custom",
        message: `"${entry}" is not an IP address, a range (10.0.0.0/8) or loopback, linklocal, uniquelocal`,
      });
    }
    return entries;
  });
