ALTER TYPE "public"."schedule_run_status" ADD VALUE 'partly_failed' BEFORE 'failed';--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "report_runs" ADD COLUMN "deliveries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key_key" ON "notifications" USING btree ("dedupe_key");
