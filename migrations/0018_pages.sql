CREATE TABLE "pages" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
