CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" text NOT NULL,
	"session_id" uuid,
	CONSTRAINT "check_ins_kind" CHECK ("check_ins"."kind" IN ('desk', 'online'))
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "ticket" text;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_once_a_day_key" ON "check_ins" USING btree ("registration_id","kind","day");--> statement-breakpoint
CREATE INDEX "check_ins_day_idx" ON "check_ins" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_ticket_key" ON "registrations" USING btree ("ticket");--> statement-breakpoint
-- Registrations confirmed before tickets existed get one too (two random UUIDs: 244 random bits, URL-safe hex).
UPDATE "registrations" SET "ticket" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') WHERE "status" = 'confirmed' AND "ticket" IS NULL;
