CREATE TYPE "public"."schedule_format" AS ENUM('pdf', 'csv');--> statement-breakpoint
CREATE TYPE "public"."schedule_run_status" AS ENUM('running', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "report_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" "schedule_run_status" DEFAULT 'running' NOT NULL,
	"error" text,
	"file_name" text,
	"file_sha256" text,
	"size_bytes" integer,
	"emailed_to" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"report_key" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cron" text NOT NULL,
	"time_zone" text NOT NULL,
	"format" "schedule_format" NOT NULL,
	"recipients" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"next_run_at" timestamp with time zone,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_schedule_id_report_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."report_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_runs_schedule_due_uq" ON "report_runs" USING btree ("schedule_id","due_at");--> statement-breakpoint
CREATE INDEX "report_runs_schedule_started_idx" ON "report_runs" USING btree ("schedule_id","started_at");--> statement-breakpoint
CREATE INDEX "report_schedules_due_idx" ON "report_schedules" USING btree ("enabled","next_run_at");--> statement-breakpoint
CREATE INDEX "report_schedules_name_idx" ON "report_schedules" USING btree ("name");