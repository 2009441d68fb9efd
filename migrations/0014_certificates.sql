CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"serial" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"institution" text,
	"email" text,
	"paper_id" text,
	"paper_title" text,
	"source_key" text,
	"snapshot" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "certificates_kind" CHECK ("certificates"."kind" IN ('participation', 'presentation', 'chair', 'speaker', 'award', 'volunteer', 'committee'))
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_serial_key" ON "certificates" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_source_key" ON "certificates" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "certificates_kind_idx" ON "certificates" USING btree ("kind","serial");--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role" CHECK ("admins"."role" in ('admin', 'desk'));