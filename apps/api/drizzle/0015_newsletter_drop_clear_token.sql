ALTER TABLE "newsletter_subscriptions" DROP CONSTRAINT "newsletter_subscriptions_token_unique";--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" DROP COLUMN "token";