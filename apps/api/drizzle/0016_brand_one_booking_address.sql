-- One booking address per brand (ADR 0058): "book_online_url" drives the Book Online button and is kept
-- when it holds an address; an empty one takes "book_now"'s web address, unless that address is the
-- brand's ordering one (the demo kept the ordering address in both) or not a web address at all.
UPDATE "websites" SET "book_online_url" = btrim("book_now") WHERE ("book_online_url" IS NULL OR btrim("book_online_url") IN ('', 'null')) AND btrim("book_now") ~* '^https?://' AND btrim("book_now") IS DISTINCT FROM btrim(coalesce("order_now_url", ''));--> statement-breakpoint
ALTER TABLE "websites" DROP COLUMN "book_now";
