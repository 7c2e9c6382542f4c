CREATE TABLE "staff_sign_in_attempts" (
	"email" text NOT NULL,
	"source" text NOT NULL,
	"attempts" integer NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_sign_in_attempts_email_source_pk" PRIMARY KEY("email","source")
);
--> statement-breakpoint
DROP TABLE "staff_sign_in_failures" CASCADE;--> statement-breakpoint
-- Session tokens are kept as their SHA-256 from now on (ADR 0027): the existing ones are hashed in
-- place, so no one is signed out and no clear token stays readable in the database or its backups.
UPDATE "staff_sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex');
