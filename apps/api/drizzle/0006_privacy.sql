CREATE TABLE "consent_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"visitor_hash" text NOT NULL,
	"choice" text NOT NULL,
	"policy_version" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_suppressions" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_log_at" ON "consent_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "consent_log_visitor" ON "consent_log" USING btree ("visitor_hash");--> statement-breakpoint
-- Subscriptions made before the confirmation link existed were given with the form's consent box;
-- they stay subscribed (ADR 0034) instead of expiring as unconfirmed sign-ups.
UPDATE "newsletter_subscriptions" SET "confirmed_at" = "consent_at" WHERE "confirmed_at" IS NULL;
--> statement-breakpoint
-- The seeded privacy policy's fixed retention list gives way to the list the site makes from the
-- retention settings (ADR 0034); a text staff already rewrote is left alone (the site then adds the list).
UPDATE "content_blocks" SET "content" = replace("content", '<ul><li>Enquiries that do not lead to an event: 12 months.</li><li>Event and gift card records: as long as tax and accounting law requires, usually 7 years.</li><li>Job applications: 6 months after the role is filled, or longer if you ask us to keep your CV on file.</li><li>Newsletter subscriptions: until you unsubscribe.</li></ul>', '<p>[[retention-periods]]</p>') WHERE "page_name" = 'privacy-policy';
