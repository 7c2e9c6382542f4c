CREATE TABLE "menu_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"status" text NOT NULL,
	"website_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"order" integer DEFAULT 0 NOT NULL,
	"served" jsonb NOT NULL,
	"pdf_url" text,
	"sections" jsonb NOT NULL,
	CONSTRAINT "menu_cards_url_unique" UNIQUE("url")
);
--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "book_online_url" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "order_now_url" text;--> statement-breakpoint
CREATE INDEX "menu_cards_website_status" ON "menu_cards" USING btree ("website_id","status");--> statement-breakpoint
-- The buttons were fixed by brand id (4, 5, 6, 8, 9 booked; 2, 3, 10, 11, 12, 14, 15 ordered); they become data at the address the button opened.
UPDATE "websites" SET "book_online_url" = coalesce(nullif(nullif("book_now", ''), 'null'), "domain") WHERE "id" IN (4, 5, 6, 8, 9);--> statement-breakpoint
UPDATE "websites" SET "order_now_url" = coalesce(nullif(nullif("book_now", ''), 'null'), "domain") WHERE "id" IN (2, 3, 10, 11, 12, 14, 15);
