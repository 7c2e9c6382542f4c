import { text, timestamp } from "drizzle-orm/pg-core";

/*
 * Columns many tables share, declared once so every table writes them alike: when a row was made
 * and last changed, as timestamptz filled in by the database.
 */

export const createdAtColumn = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const updatedAtColumn = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** createdAt and updatedAt, for a table whose rows are changed after they are made. */
export const timestampColumns = () => ({ createdAt: createdAtColumn(), updatedAt: updatedAtColumn() });

/** Who sent a visitor's submission: name, e-mail and phone, all required. */
export const contactColumns = () => ({
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
});

/**
 * The language of the page a submission was sent from (en, el, ru; ADR 0035): the visitor's mails,
 * including those sent later (gift card codes, the newsletter welcome), are written in it.
 */
export const languageColumn = () =>
  text("language", { enum: ["en", "el", "ru"] })
    .notNull()
    .default("en");

/**
 * What every visitor's submission records besides its fields: the campaign it came from, the
 * language of its page, and the key under which a repeated send stores one record (each table has
 * a unique index on it).
 */
export const submissionColumns = () => ({
  utmSource: text("utm_source"),
  language: languageColumn(),
  idempotencyKey: text("idempotency_key"),
});
