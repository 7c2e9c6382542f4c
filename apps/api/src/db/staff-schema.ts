import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAtColumn, timestampColumns, updatedAtColumn } from "./columns.ts";

/*
 * Staff accounts and sessions (better-auth's user, session, account and verification models, ADR 0018),
 * invitations, sign-in attempts, inbox "handled" marks and the audit log. The property names are the
 * ones better-auth's Drizzle adapter looks for; the SQL names follow this database's snake_case.
 */

// The role names are the contract's staffRoles (a plain text column: a new role needs no migration;
// the type check refuses a role the contract has and this list lacks, where a user row is written).
export const staffUsers = pgTable("staff_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  role: text("role", { enum: ["owner", "editor", "hr", "sales", "marketing"] }).notNull(),
  /** better-auth's two-factor plugin: true once a TOTP app is confirmed (ADR 0037). */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  /** The language of the staff interface this person reads (ADR 0065); English until they choose. */
  interfaceLanguage: text("interface_language", { enum: ["en", "el"] })
    .notNull()
    .default("en"),
  ...timestampColumns(),
});

export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    /** The SHA-256 (hex) of the session cookie's token, never the token itself (hashed-session-tokens.ts). */
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...timestampColumns(),
  },
  (t) => [index("staff_sessions_user").on(t.userId)],
);

export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** argon2id hash (PHC string). */
    password: text("password"),
    ...timestampColumns(),
  },
  (t) => [index("staff_accounts_user").on(t.userId)],
);

export const staffVerifications = pgTable("staff_verifications", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  ...timestampColumns(),
});

/**
 * better-auth's two-factor model: the TOTP secret and the recovery codes, both encrypted with the
 * auth secret by the plugin; `verified` stays false until the first code from the app is checked.
 */
export const staffTwoFactors = pgTable(
  "staff_two_factors",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    verified: boolean("verified").notNull().default(false),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The 30-second time step of the last code that signed this account in (ADR 0046). */
    lastTotpStep: bigint("last_totp_step", { mode: "number" }),
  },
  (t) => [index("staff_two_factors_user").on(t.userId)],
);

/** One-use invitations; only the token's SHA-256 is stored, the token itself is only in the mail. */
export const staffInvitations = pgTable("staff_invitations", {
  id: serial("id").primaryKey(),
  email: text("email").notNull(),
  role: text("role", { enum: ["owner", "editor", "hr", "sales", "marketing"] }).notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  invitedBy: text("invited_by"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  createdAt: createdAtColumn(),
});

/**
 * Sign-in attempts per e-mail address and source (the client's address, an IPv6 /64), for the
 * lock-out (ADR 0027): each attempt is claimed here before its password is checked, and a success
 * from that source removes the row. Addresses without an account are counted alike, so the
 * lock-out does not tell which addresses have one.
 */
export const staffSignInAttempts = pgTable(
  "staff_sign_in_attempts",
  {
    email: text("email").notNull(),
    source: text("source").notNull(),
    attempts: integer("attempts").notNull(),
    firstAt: timestamp("first_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    updatedAt: updatedAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.email, t.source] })],
);

/** Inbox items a staff member marked handled (kept apart from the submissions themselves). */
export const staffInboxHandled = pgTable(
  "staff_inbox_handled",
  {
    kind: text("kind").notNull(),
    itemId: integer("item_id").notNull(),
    handledBy: text("handled_by"),
    handledAt: timestamp("handled_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] })],
);

/** Replies sent from the inbox to an item's sender: what was written, by whom, when (the mail itself goes through the queue). */
export const staffInboxReplies = pgTable(
  "staff_inbox_replies",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    itemId: integer("item_id").notNull(),
    sentBy: text("sent_by"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_inbox_replies_item").on(t.kind, t.itemId)],
);

/** Who changed what: every staff write. Users are named by e-mail too, so a removed user's entries still read. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id"),
    userEmail: text("user_email"),
    role: text("role"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_at").on(t.at)],
);

/**
 * Every saved version of a content item (ADR 0059): the whole write body as it was saved, who saved
 * it and when. `entity` is the staff content type, `entity_id` the item's id as the staff API
 * answers it (a menu's or page's url). At most STAFF_REVISIONS_KEPT are kept per item.
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: serial("id").primaryKey(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    item: jsonb("item").$type<Record<string, unknown>>().notNull(),
    savedById: text("saved_by_id"),
    savedByEmail: text("saved_by_email"),
    savedByName: text("saved_by_name"),
    /** What the save was: a create, an update, a CSV import, a restore of revision n. */
    note: text("note"),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("content_revisions_item").on(t.entity, t.entityId, t.savedAt)],
);
