/**
 * The production profile (ADR 0028): with NODE_ENV=production a server refuses to start while a
 * demo default is in force. Each server keeps its rules as a list; this module holds what the
 * lists share. No runtime dependency, so both servers import it as it is.
 */

import { isIP } from "node:net";

/** The key `npm start` uses on a fresh clone; it is in the repository, so it guards nothing. */
export const DEMO_API_KEY = "local-demo-api-key-0000";

/** One setting a production start needs: `problem` says what is wrong, or undefined when it is fine. */
export interface ProductionRule<Env> {
  setting: string;
  problem: (env: Env) => string | undefined;
}

/**
 * A URL on this machine: a site there is a demo or a test, never the public one. Only the names
 * that cannot leave it count (ADR 0046): `localhost`, an IPv4 literal in 127.0.0.0/8 and `[::1]`.
 * A DNS name that merely starts with `127.` or `localhost.` (`127.0.0.1.nip.io`) is a public one.
 */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return false;
  }
  if (host === "localhost" || host === "[::1]") return true;
  // The URL parser writes an IPv4 address in its dotted form (127.1 becomes 127.0.0.1).
  return isIP(host) === 4 && host.startsWith("127.");
}

/** Reserved top-level domains (RFC 2606, 6761): mail to them is never delivered. */
const RESERVED_DOMAIN = /\.(example|test|invalid|localhost)>?$/i;

/** An address (or "Name <address>") at a reserved domain, as the demo defaults are. */
export function isReservedAddress(address: string): boolean {
  return RESERVED_DOMAIN.test(address.trim());
}

/**
 * DEMO_DEFAULTS=allow lets the start scripts (`npm start`, e2e, drills, benchmarks) run the
 * production build with demo defaults; it holds only for a site on this machine, so a deployment
 * with its public address cannot switch the check off.
 */
export function demoDefaultsAllowed(env: { DEMO_DEFAULTS?: string; PUBLIC_SITE_URL: string }): boolean {
  return env.DEMO_DEFAULTS === "allow" && isLoopbackUrl(env.PUBLIC_SITE_URL);
}

/** The rule every list starts with: the public origin, and DEMO_DEFAULTS away from this machine. */
export function publicSiteUrlRule<Env extends { PUBLIC_SITE_URL: string; DEMO_DEFAULTS?: string }>(
  why: string,
): ProductionRule<Env>[] {
  return [
    {
      setting: "PUBLIC_SITE_URL",
      problem: (env) =>
        isLoopbackUrl(env.PUBLIC_SITE_URL)
          ? `is ${env.PUBLIC_SITE_URL}; set the site's public origin (https://…): ${why}`
          : undefined,
    },
    {
      setting: "DEMO_DEFAULTS",
      problem: (env) =>
        env.DEMO_DEFAULTS === "allow" && !isLoopbackUrl(env.PUBLIC_SITE_URL)
          ? "is for a copy on this machine only (PUBLIC_SITE_URL on localhost); remove it"
          : undefined,
    },
  ];
}

/** The settings that break the rules, one "NAME: what is wrong; what to set" line each. */
export function productionProblems<Env>(rules: readonly ProductionRule<Env>[], env: Env): string[] {
  return rules.flatMap((rule) => {
    const problem = rule.problem(env);
    return problem ? [`  ${rule.setting}: ${problem}`] : [];
  });
}

/**
 * The one message a refused start prints, naming every setting at once so an operator fixes them
 * in one go; undefined when the start may go on (not production, demo defaults allowed, or no problem).
 */
export function productionRefusal<
  Env extends { NODE_ENV: string; PUBLIC_SITE_URL: string; DEMO_DEFAULTS?: string },
>(server: string, rules: readonly ProductionRule<Env>[], env: Env): string | undefined {
  if (env.NODE_ENV !== "production" || demoDefaultsAllowed(env)) return undefined;
  const problems = productionProblems(rules, env);
  if (!problems.length) return undefined;
  return [
    `${server} refuses to start with NODE_ENV=production while demo defaults are in force. Set:`,
    ...problems,
    "(See README, Configuration: the production profile. DEMO_DEFAULTS=allow runs the demo on localhost.)",
  ].join("\n");
}
