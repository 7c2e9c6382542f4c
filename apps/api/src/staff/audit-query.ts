import { nextDay, siteDayStart } from "@thalassa/contract/site-time";
import { staffContentTypes, staffInboxKinds } from "@thalassa/contract/staff";
import type { StaffAuditKind, StaffAuditQuery } from "@thalassa/contract/staff-lists";
import { and, desc, gte, ilike, inArray, lt, not, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";
import { containing } from "./content/table-adapter.ts";

/** The actions of signing in and looking after one's own sign-in, whatever they were done to. */
const signInActions = or(
  ilike(auditLog.action, "sign-in%"),
  ilike(auditLog.action, "password-%"),
  ilike(auditLog.action, "second-factor%"),
  ilike(auditLog.action, "session-%"),
) as SQL;

/**
 * Each kind an owner filters by, as a condition on the stored codes (ADR 0069): the entries keep
 * their codes, so a new action of a known entity falls into its kind without a change here.
 */
const KINDS: Record<StaffAuditKind, SQL> = {
  content: inArray(auditLog.entity, [...staffContentTypes, "media"]),
  inbox: inArray(auditLog.entity, [...staffInboxKinds]),
  "sign-in": signInActions,
  team: and(inArray(auditLog.entity, ["staff-user", "staff-invitation"]), not(signInActions)) as SQL,
  privacy: or(
    inArray(auditLog.entity, ["subject-request", "personal-data"]),
    sql`${auditLog.action} = 'retention'`,
  ) as SQL,
};

/**
 * One person's entries: what they did (the actor's address) and what was tried on their account
 * (a sign-in attempt or a reset has no actor, only the address it was for).
 */
function person(who: string): SQL | undefined {
  const pattern = containing(who);
  return or(ilike(auditLog.userEmail, pattern), sql`(${auditLog.detail} ->> 'email') ilike ${pattern}`);
}

/** The newest entries the query asks for: one person's (part of their address), one kind, some days. */
export function auditEntries(db: Db, query: StaffAuditQuery) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        query.who ? person(query.who) : undefined,
        query.kind ? KINDS[query.kind] : undefined,
        query.from ? gte(auditLog.at, siteDayStart(query.from)) : undefined,
        query.to ? lt(auditLog.at, siteDayStart(nextDay(query.to))) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(query.limit);
}
