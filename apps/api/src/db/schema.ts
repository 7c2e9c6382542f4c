import {
  brandModel,
  eventModel,
  jobModel,
  menuCardModel,
  menuModel,
  newsModel,
  pageMetaModel,
  storyModel,
} from "@thalassa/contract/content-models";
import {
  bigint,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  contactColumns,
  createdAtColumn,
  languageColumn,
  submissionColumns,
  timestampColumns,
  updatedAtColumn,
} from "./columns.ts";
import { contentColumns } from "./content-columns.ts";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/* ---------- content (read by the site) ---------- */

export const websites = pgTable("websites", {
  id: integer("id").primaryKey(),
  ...contentColumns(brandModel),
});

export const siteSettings = pgTable("site_settings", {
  id: integer("id").primaryKey(),
  settings: jsonb("settings").$type<Record<string, unknown>>().notNull(),
});

export const contentBlocks = pgTable(
  "content_blocks",
  {
    websiteId: integer("website_id").notNull(),
    pageName: text("page_name").notNull(),
    blockName: text("block_name").notNull(),
    /** Staff edit blocks by this id (/api/v1/staff/content/blocks/:id). */
    id: serial("id").notNull().unique(),
    contentType: text("content_type", { enum: ["live", "draft"] }).notNull(),
    content: text("content").notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.pageName, t.blockName, t.contentType] })],
);

export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    postType: text("post_type", { enum: ["news", "csr", "story"] }).notNull(),
    ...contentColumns(newsModel),
    // Community entries use news fields; Our Story entries add a year.
    ...contentColumns(storyModel),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("posts_type_url").on(t.postType, t.url),
    index("posts_type_status").on(t.postType, t.status),
  ],
);

export const events = pgTable("events", {
  id: serial("id").primaryKey(),
  ...contentColumns(eventModel),
});

export const jobs = pgTable("jobs", {
  id: serial("id").primaryKey(),
  ...contentColumns(jobModel),
});

export const menus = pgTable("menus", {
  url: text("url").primaryKey(),
  ...contentColumns(menuModel),
});

/** Structured menus (ADR 0036); the public reads the live ones of a brand, in order. */
export const menuCards = pgTable(
  "menu_cards",
  {
    id: serial("id").primaryKey(),
    ...contentColumns(menuCardModel),
  },
  (t) => [index("menu_cards_website_status").on(t.websiteId, t.status)],
);

export const pageMeta = pgTable("page_meta", {
  url: text("url").primaryKey(),
  ...contentColumns(pageMetaModel),
});

/* ---------- submissions (written by visitors) ---------- */

export const uploads = pgTable("uploads", {
  id: serial("id").primaryKey(),
  /** Stored under an id, never under the visitor's file name. */
  originalName: text("original_name").notNull(),
  mimeType: text("mime_type").notNull(),
  size: integer("size").notNull(),
  sha256: text("sha256").notNull(),
  /** The file in the blob store (ADR 0026). */
  blobKey: text("blob_key"),
  /** Where files were kept before the blob store; emptied by the move at start (blobs/move-database-bytes.ts). */
  data: bytea("data"),
  createdAt: createdAtColumn(),
});

export const enquiries = pgTable(
  "enquiries",
  {
    id: serial("id").primaryKey(),
    type: text("type", { enum: ["celebrate", "catering"] }).notNull(),
    ...contactColumns(),
    occasion: text("occasion"),
    requiredDate: date("required_date", { mode: "string" }).notNull(),
    numOfGuests: integer("num_of_guests"),
    location: text("location"),
    websiteId: integer("website_id").notNull(),
    additionalNotes: text("additional_notes").notNull(),
    ...submissionColumns(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex("enquiries_idempotency").on(t.idempotencyKey)],
);

export const jobApplications = pgTable(
  "job_applications",
  {
    id: serial("id").primaryKey(),
    jobPostingId: integer("job_posting_id").notNull(),
    ...contactColumns(),
    cvUploadId: integer("cv_upload_id")
      .notNull()
      .references(() => uploads.id),
    workPermitUploadId: integer("work_permit_upload_id").references(() => uploads.id),
    ...submissionColumns(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex("job_applications_idempotency").on(t.idempotencyKey)],
);

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  consentAt: timestamp("consent_at", { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  /** SHA-256 (hex) of the confirmation link's token; the token itself is only in the mail (ADR 0046). */
  confirmTokenHash: text("confirm_token_hash").notNull().unique(),
  /** SHA-256 (hex) of the unsubscribe link's token, made when the sign-up is confirmed. */
  unsubscribeTokenHash: text("unsubscribe_token_hash").unique(),
  utmSource: text("utm_source"),
  language: languageColumn(),
});

export const giftCardOrders = pgTable(
  "gift_card_orders",
  {
    id: serial("id").primaryKey(),
    orderNumber: text("order_number").notNull().unique(),
    ...contactColumns(),
    websiteId: integer("website_id").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    quantity: integer("quantity").notNull(),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    expiryDate: date("expiry_date", { mode: "string" }).notNull(),
    status: text("status", {
      enum: ["pending", "registered", "paid", "declined", "cancelled", "failed"],
    }).notNull(),
    gatewayOrderId: text("gateway_order_id").unique(),
    formUrl: text("form_url"),
    ...submissionColumns(),
    ...timestampColumns(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("gift_card_orders_idempotency").on(t.idempotencyKey)],
);

export const giftCards = pgTable("gift_cards", {
  id: serial("id").primaryKey(),
  orderId: integer("order_id")
    .notNull()
    .references(() => giftCardOrders.id),
  code: text("code").notNull().unique(),
  amountMinor: integer("amount_minor").notNull(),
  createdAt: createdAtColumn(),
});

/** Sandbox payment gateway's own orders (the embedded stand-in for the bank). */
export const sandboxGatewayOrders = pgTable("sandbox_gateway_orders", {
  orderId: text("order_id").primaryKey(),
  orderNumber: text("order_number").notNull().unique(),
  amount: bigint("amount", { mode: "number" }).notNull(),
  currency: text("currency").notNull(),
  returnUrl: text("return_url").notNull(),
  failUrl: text("fail_url").notNull(),
  description: text("description"),
  orderStatus: integer("order_status").notNull().default(0),
  createdAt: createdAtColumn(),
});

/** Outgoing mail, written in the submission's transaction and delivered (with retries) afterwards. */
export const mailQueue = pgTable(
  "mail_queue",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Only in mails queued while files were attached; the worker never attaches them (ADR 0034). */
    attachmentUploadIds: jsonb("attachment_upload_ids").$type<number[]>().notNull().default([]),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index("mail_queue_due").on(t.sentAt, t.nextAttemptAt)],
);

/**
 * Files staff upload (image variants, menu PDFs), served at /media/uploads/:name. The bytes are in
 * the blob store (ADR 0026), which every API process behind a load balancer reads.
 * Names carry a content hash, so a file never changes under its name.
 */
export const staffMedia = pgTable("staff_media", {
  name: text("name").primaryKey(),
  mimeType: text("mime_type").notNull(),
  /** The file in the blob store. */
  blobKey: text("blob_key"),
  /** Where files were kept before the blob store; emptied by the move at start. */
  data: bytea("data"),
  uploadedBy: text("uploaded_by"),
  /** The uploaded file's own name, for finding it again in the media library (ADR 0037). */
  originalName: text("original_name"),
  createdAt: createdAtColumn(),
});

export * from "./shared-state-schema.ts";
/**
 * The visitor's cookie choices (GDPR art. 7(1): consent that can be shown). The visitor is named
 * only by an HMAC of a random id from their own cookie, never by address or IP (privacy/consent-log.ts).
 */
export const consentLog = pgTable(
  "consent_log",
  {
    id: serial("id").primaryKey(),
    visitorHash: text("visitor_hash").notNull(),
    choice: text("choice", { enum: ["accepted", "rejected"] }).notNull(),
    policyVersion: text("policy_version").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("consent_log_at").on(t.at), index("consent_log_visitor").on(t.visitorHash)],
);

/**
 * Addresses erased on request that must not be subscribed again by mistake: only a hash of the
 * address is kept (privacy/newsletter-suppression.ts), so the list itself names nobody.
 */
export const newsletterSuppressions = pgTable("newsletter_suppressions", {
  emailHash: text("email_hash").primaryKey(),
  reason: text("reason").notNull(),
  createdAt: createdAtColumn(),
});

export * from "./staff-schema.ts";
