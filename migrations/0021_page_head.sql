ALTER TABLE "pages" ADD COLUMN "head_title" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "description" text;