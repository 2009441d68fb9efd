CREATE TABLE "past_editions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conference" jsonb NOT NULL,
	"archive_host" text NOT NULL,
	"archive_pages" integer NOT NULL,
	"archive_files" integer NOT NULL,
	"backup_file" text NOT NULL,
	"carried_to_review" text[] DEFAULT '{}'::text[] NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL
);
