CREATE TABLE "programme_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"capacity" integer,
	"online_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programme_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "programme_sessions_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start" timestamp with time zone,
	"end" timestamp with time zone,
	"room_id" uuid,
	"track" text,
	"chairs" text[] DEFAULT '{}'::text[] NOT NULL,
	"speaker_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"people" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paper_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"online_url" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_sessions_times" CHECK (("programme_sessions"."start" IS NULL) = ("programme_sessions"."end" IS NULL) AND ("programme_sessions"."end" IS NULL OR "programme_sessions"."end" > "programme_sessions"."start")),
	CONSTRAINT "programme_sessions_status" CHECK ("programme_sessions"."status" IN ('scheduled', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "programme_versions" (
	"number" integer PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"changes" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "programme_sessions" ADD CONSTRAINT "programme_sessions_room_id_programme_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."programme_rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "programme_rooms_name_key" ON "programme_rooms" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "programme_sessions_slug_key" ON "programme_sessions" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "programme_sessions_number_key" ON "programme_sessions" USING btree ("number");--> statement-breakpoint
CREATE INDEX "programme_sessions_start_idx" ON "programme_sessions" USING btree ("start");