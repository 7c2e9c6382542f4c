import { isIPv6 } from "node:net";
import { STAFF_SIGN_IN_LOCK_MINUTES, STAFF_SIGN_IN_MAX_FAILURES } from "@thalassa/contract/staff";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { staffSignInAttempts } from "../db/schema.ts";
import type { Tx } from "./content/adapter.ts";

/*
 * Lock-out per account (e-mail address) and source (ADR 0027): after STAFF_SIGN_IN_MAX_FAILURES
 * attempts from one source (client address) without a success, that source is refused for it for
 * STAFF_SIGN_IN_LOCK_MINUTES. Other sources are not affected, so guessing from one address never
 * locks the owner out at another. Each attempt is claimed in one upsert before its password is
 * checked, so concurrent attempts cannot all pass the check before the count takes effect.
 * Addresses without an account are counted the same way, so the answers do not tell them apart.
 * Kept in the database so every API process agrees.
 */

const LOCK_MS = STAFF_SIGN_IN_LOCK_MINUTES * 60_000;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The source an attempt is counted against: the client's address as Fastify sees it through the
 * trusted proxies (request.ip); an IPv6 client by its /64, which one subscriber usually holds whole.
 */
export function signInSource(ip: string): string {
  const address = ip.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = "", tail] = address.split("::");
  const first = head ? head.split(":") : [];
  const last = tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? first : [...first, ...Array(8 - first.length - last.length).fill("0"), ...last];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export type SignInClaim = { allowed: true; attempts: number } | { allowed: false; lockedUntil: Date | null };

/**
 * Claims one attempt for the account from the source, in one statement: allowed while fewer than
 * STAFF_SIGN_IN_MAX_FAILURES attempts (checked or in flight) are on record and no lock is on.
 * A lock that has run out, or attempts older than the lock's length, start the count again.
 */
export async function claimSignInAttempt(
  db: Db,
  email: string,
  source: string,
  now = new Date(),
): Promise<SignInClaim> {
  const t = staffSignInAttempts;
  const locked = sql`${t.lockedUntil} > ${at(now)}`;
  const expired = sql`(${t.lockedUntil} <= ${at(now)} or (${t.lockedUntil} is null and ${t.firstAt} <= ${at(new Date(now.getTime() - LOCK_MS))}))`;
  const [row] = await db
    .insert(t)
    .values({ email, source, attempts: 1, firstAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [t.email, t.source],
      set: {
        attempts: sql`case when ${locked} then ${t.attempts} when ${expired} then 1 else ${t.attempts} + 1 end`,
        firstAt: sql`case when ${expired} then ${at(now)} else ${t.firstAt} end`,
        lockedUntil: sql`case when ${locked} then ${t.lockedUntil} else null end`,
        updatedAt: now,
      },
    })
    .returning({ attempts: t.attempts, lockedUntil: t.lockedUntil });
  if (!row) throw new Error("the sign-in attempt was not recorded");
  if (row.lockedUntil || row.attempts > STAFF_SIGN_IN_MAX_FAILURES) {
    return { allowed: false, lockedUntil: row.lockedUntil };
  }
  return { allowed: true, attempts: row.attempts };
}

/**
 * A claimed attempt had a wrong password. Once the attempts on record reach the limit, the source
 * is locked; returns the end of the lock when this failure started it (null otherwise).
 */
export async function recordSignInFailure(
  db: Db,
  email: string,
  source: string,
  now = new Date(),
): Promise<Date | null> {
  const t = staffSignInAttempts;
  const [row] = await db
    .update(t)
    .set({ lockedUntil: new Date(now.getTime() + LOCK_MS), updatedAt: now })
    .where(
      and(
        eq(t.email, email),
        eq(t.source, source),
        sql`${t.attempts} >= ${STAFF_SIGN_IN_MAX_FAILURES}`,
        isNull(t.lockedUntil),
      ),
    )
    .returning({ lockedUntil: t.lockedUntil });
  return row?.lockedUntil ?? null;
}

/** A success from the source: its record goes; other sources keep theirs. */
export async function clearSignInAttempts(db: Db, email: string, source: string): Promise<void> {
  await db
    .delete(staffSignInAttempts)
    .where(and(eq(staffSignInAttempts.email, email), eq(staffSignInAttempts.source, source)));
}

export interface SignInLock {
  email: string;
  source: string;
  lockedUntil: Date;
}

/** The locks in force, for the users page. */
export async function currentSignInLocks(db: Db, now = new Date()): Promise<SignInLock[]> {
  const rows = await db
    .select()
    .from(staffSignInAttempts)
    .where(gt(staffSignInAttempts.lockedUntil, now))
    .orderBy(staffSignInAttempts.source);
  return rows.flatMap((r) =>
    r.lockedUntil ? [{ email: r.email, source: r.source, lockedUntil: r.lockedUntil }] : [],
  );
}

/** Lifts the account's locks (of the given sources, or all); returns the sources that were locked. */
export async function unlockSignIn(
  db: Db | Tx,
  email: string,
  sources?: readonly string[],
  now = new Date(),
): Promise<string[]> {
  const removed = await db
    .delete(staffSignInAttempts)
    .where(
      and(
        eq(staffSignInAttempts.email, email),
        sources ? inArray(staffSignInAttempts.source, [...sources]) : undefined,
      ),
    )
    .returning({ source: staffSignInAttempts.source, lockedUntil: staffSignInAttempts.lockedUntil });
  return removed.filter((r) => r.lockedUntil && r.lockedUntil > now).map((r) => r.source);
}
