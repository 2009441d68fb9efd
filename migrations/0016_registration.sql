CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"status" text DEFAULT 'awaiting-payment' NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"institution" text NOT NULL,
	"designation" text,
	"country" text NOT NULL,
	"category" text NOT NULL,
	"category_label" text NOT NULL,
	"mode" text NOT NULL,
	"paper_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"accompanying" integer DEFAULT 0 NOT NULL,
	"billing" jsonb,
	"fee" jsonb NOT NULL,
	"currency" text NOT NULL,
	"total_minor" integer NOT NULL,
	"utr" text,
	"paid_minor" integer,
	"paid_on" date,
	"payer_name" text,
	"claimed_at" timestamp with time zone,
	"reason" text,
	"receipt_number" integer,
	"confirmed_at" timestamp with time zone,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_status" CHECK ("registrations"."status" IN ('awaiting-payment', 'payment-claimed', 'confirmed', 'needs-attention', 'withdrawn', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checksum" text NOT NULL,
	"date" date NOT NULL,
	"narration" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"amount_minor" integer NOT NULL,
	"utr_candidates" text[] DEFAULT '{}'::text[] NOT NULL,
	"state" text NOT NULL,
	"registration_id" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_lines_state" CHECK ("statement_lines"."state" IN ('matched', 'mismatched', 'unmatched', 'assigned', 'discarded'))
);
--> statement-breakpoint
ALTER TABLE "important_dates" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "author_emails" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_code_key" ON "registrations" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_token_hash_key" ON "registrations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_receipt_number_key" ON "registrations" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_active_email_key" ON "registrations" USING btree (lower("email")) WHERE "registrations"."status" NOT IN ('withdrawn', 'cancelled') AND "registrations"."email" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_active_utr_key" ON "registrations" USING btree ("utr") WHERE "registrations"."status" NOT IN ('withdrawn', 'cancelled') AND "registrations"."utr" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "registrations_status_idx" ON "registrations" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_checksum_key" ON "statement_lines" USING btree ("checksum");--> statement-breakpoint
CREATE INDEX "statement_lines_state_idx" ON "statement_lines" USING btree ("state","date");--> statement-breakpoint
CREATE UNIQUE INDEX "important_dates_role_key" ON "important_dates" USING btree ("role");--> statement-breakpoint
ALTER TABLE "important_dates" ADD CONSTRAINT "important_dates_role" CHECK ("important_dates"."role" IS NULL OR "important_dates"."role" IN ('submission-opens', 'submission-deadline', 'notification', 'early-registration', 'camera-ready', 'last-registration', 'conference'));--> statement-breakpoint
-- The seven dates of the seed (0003_seed_season) get their roles, found by their seeded labels; a date an organiser
-- renamed or deleted is left for /admin/important-dates.
UPDATE "important_dates" AS d SET "role" = r.role FROM (VALUES
  ('Paper submission opens', 'submission-opens'),
  ('Paper submission deadline', 'submission-deadline'),
  ('Notification of acceptance', 'notification'),
  ('Early bird registration', 'early-registration'),
  ('Camera-ready paper submission', 'camera-ready'),
  ('Last date of registration', 'last-registration'),
  ('Conference dates', 'conference')
) AS r(label, role)
WHERE d."label" = r.label AND NOT EXISTS (SELECT 1 FROM "important_dates" o WHERE o."role" = r.role);
--> statement-breakpoint
-- The seeded fee rows get their stable keys (the accompanying person's row is marked); any other row gets one from
-- its name when the settings are read (settings.queries.ts withDefaults).
UPDATE "event_settings" SET "data" = jsonb_set("data", '{fees,rows}', (
  SELECT jsonb_agg(CASE e.r->>'category'
    WHEN 'Students/Research Scholar' THEN e.r || '{"key": "student"}'::jsonb
    WHEN 'Academicians' THEN e.r || '{"key": "academician"}'::jsonb
    WHEN 'Industry Participants' THEN e.r || '{"key": "industry"}'::jsonb
    WHEN 'Foreign Authors' THEN e.r || '{"key": "foreign"}'::jsonb
    WHEN 'Accompanying Person' THEN e.r || '{"key": "accompanying", "accompanying": true}'::jsonb
    ELSE e.r END ORDER BY e.ord)
  FROM jsonb_array_elements("data"->'fees'->'rows') WITH ORDINALITY AS e(r, ord)
)) WHERE "id" = 1 AND jsonb_typeof("data"->'fees'->'rows') = 'array' AND jsonb_array_length("data"->'fees'->'rows') > 0;
--> statement-breakpoint
-- Registration starts closed (an organiser opens it in the settings), with GST at 18% and a year's retention.
UPDATE "event_settings" SET "data" = "data" || '{"registration": {"open": false, "gstPercent": 18, "retentionDays": 365}}'::jsonb
WHERE "id" = 1 AND NOT ("data" ? 'registration');
