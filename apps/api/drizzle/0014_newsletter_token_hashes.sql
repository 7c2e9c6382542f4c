ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribe_token_hash" text;--> statement-breakpoint
-- Links already mailed keep working: the one clear token did both jobs, so its SHA-256 goes into both columns.
UPDATE "newsletter_subscriptions" SET "confirm_token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex'), "unsubscribe_token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "confirm_token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash");
