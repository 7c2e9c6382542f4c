ALTER TABLE "staff_media" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_media" ADD COLUMN "blob_key" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "blob_key" text;