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
