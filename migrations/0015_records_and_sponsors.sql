CREATE TABLE "organising_headings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tier" text NOT NULL,
	"logo_url" text NOT NULL,
	"link" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "speakers" ADD COLUMN "affiliation" text;--> statement-breakpoint
ALTER TABLE "speakers" ADD COLUMN "designation" text;--> statement-breakpoint
CREATE UNIQUE INDEX "organising_headings_name_key" ON "organising_headings" USING btree ("name");--> statement-breakpoint
CREATE INDEX "organising_headings_order_idx" ON "organising_headings" USING btree ("position");--> statement-breakpoint
CREATE INDEX "sponsors_order_idx" ON "sponsors" USING btree ("position","created_at");--> statement-breakpoint
-- The organising committee's headings as data: spec §3's 15, in its order and wording.
INSERT INTO "organising_headings" ("name", "position")
SELECT h.name, h.ord - 1
FROM unnest(ARRAY[
  'Patron & General Chair',
  'Honorary Chairs (Chairman)',
  'Organizing Chair',
  'Program Chair',
  'Program Co-Chair',
  'Program Secretary',
  'Program Coordinators',
  'Advisory Committee',
  'Program Steering Committee',
  'Publication Chairs',
  'Publicity and Media Chair(s)',
  'Workshop and Tutorial Chair(s)',
  'Hospitality Chair(s)',
  'Women in Engineering Chairs',
  'Venue and Stage Chairs'
]) WITH ORDINALITY AS h(name, ord);
--> statement-breakpoint
-- No placeholder goes public (issue 54 item 4): the seed's made-up contact e-mail, phones and example.org links become
-- empty (not set); values an organiser has set are kept.
UPDATE "event_settings" SET "data" = jsonb_set(
  jsonb_set(
    "data",
    '{contactEmail}',
    CASE WHEN "data"->>'contactEmail' ~* '@example\.org$' THEN '""'::jsonb ELSE "data"->'contactEmail' END
  ),
  '{phones}',
  COALESCE(
    (SELECT jsonb_agg(p) FROM jsonb_array_elements("data"->'phones') p WHERE p #>> '{}' !~ '^\+91 00000 0000[0-9]$'),
    '[]'::jsonb
  )
)
WHERE "id" = 1;
--> statement-breakpoint
UPDATE "event_settings" SET "data" = jsonb_set(
  "data",
  '{links}',
  (SELECT jsonb_object_agg(k, CASE WHEN v #>> '{}' ~* '^https?://example\.org(/|$)' THEN '""'::jsonb ELSE v END)
   FROM jsonb_each("data"->'links') AS l(k, v))
)
WHERE "id" = 1 AND jsonb_typeof("data"->'links') = 'object';
