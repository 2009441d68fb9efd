ALTER TABLE "papers" ADD COLUMN "cmt_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "papers_cmt_id_key" ON "papers" USING btree ("cmt_id");