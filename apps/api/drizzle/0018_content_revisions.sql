CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"item" jsonb NOT NULL,
	"saved_by_id" text,
	"saved_by_email" text,
	"saved_by_name" text,
	"note" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_revisions_item" ON "content_revisions" USING btree ("entity","entity_id","saved_at");