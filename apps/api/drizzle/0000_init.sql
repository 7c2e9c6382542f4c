CREATE TABLE "content_blocks" (
	"website_id" integer NOT NULL,
	"page_name" text NOT NULL,
	"block_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_blocks_website_id_page_name_block_name_content_type_pk" PRIMARY KEY("website_id","page_name","block_name","content_type")
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"occasion" text,
	"required_date" date NOT NULL,
	"num_of_guests" integer,
	"location" text,
	"website_id" integer NOT NULL,
	"additional_notes" text NOT NULL,
	"utm_source" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"date" date NOT NULL,
	"time" text,
	"expired_date" date NOT NULL,
	"website_id" integer,
	"book_url" text,
	"has_insight_page" boolean DEFAULT false NOT NULL,
	"event_url" text NOT NULL,
	"images" jsonb NOT NULL,
	"description" text,
	"ticket" text,
	"min_price" text,
	CONSTRAINT "events_event_url_unique" UNIQUE("event_url")
);
--> statement-breakpoint
CREATE TABLE "gift_card_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"website_id" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"quantity" integer NOT NULL,
	"total_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"expiry_date" date NOT NULL,
	"status" text NOT NULL,
	"gateway_order_id" text,
	"form_url" text,
	"utm_source" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "gift_card_orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "gift_card_orders_gateway_order_id_unique" UNIQUE("gateway_order_id")
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"code" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_posting_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"cv_upload_id" integer NOT NULL,
	"work_permit_upload_id" integer,
	"utm_source" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"job_title" text NOT NULL,
	"location" text NOT NULL,
	"created_date" date NOT NULL,
	"valid_through" date,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"brand" text,
	CONSTRAINT "jobs_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "mail_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attachment_upload_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"url" text PRIMARY KEY NOT NULL,
	"title" text,
	"website_id" integer,
	"file_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"consent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"token" text NOT NULL,
	"utm_source" text,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscriptions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "page_meta" (
	"url" text PRIMARY KEY NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text,
	"meta_keywords" text
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_type" text NOT NULL,
	"status" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"year" integer,
	"website_id" integer,
	"images" jsonb NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"return_url" text NOT NULL,
	"fail_url" text NOT NULL,
	"description" text,
	"order_status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"order" integer NOT NULL,
	"domain" text NOT NULL,
	"description" text,
	"email" text,
	"address" jsonb,
	"phones" jsonb NOT NULL,
	"opening_hours_weekdays" text,
	"opening_hours_weekends" text,
	"book_now" text,
	"whatsapp" text,
	"images" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_gift_card_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."gift_card_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_cv_upload_id_uploads_id_fk" FOREIGN KEY ("cv_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_work_permit_upload_id_uploads_id_fk" FOREIGN KEY ("work_permit_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_idempotency" ON "enquiries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_orders_idempotency" ON "gift_card_orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_idempotency" ON "job_applications" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "mail_queue_due" ON "mail_queue" USING btree ("sent_at","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_type_url" ON "posts" USING btree ("post_type","url");--> statement-breakpoint
CREATE INDEX "posts_type_status" ON "posts" USING btree ("post_type","status");