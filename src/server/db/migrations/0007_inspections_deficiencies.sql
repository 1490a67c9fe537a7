CREATE TYPE "public"."deficiency_category" AS ENUM('surface_preparation', 'film_thickness', 'coverage', 'adhesion', 'application', 'product_substitution', 'workmanship', 'other');--> statement-breakpoint
CREATE TYPE "public"."deficiency_severity" AS ENUM('minor', 'major', 'critical');--> statement-breakpoint
CREATE TYPE "public"."deficiency_status" AS ENUM('open', 'notified', 'ready_for_reinspection', 'verified', 'closed', 'disputed', 'void');--> statement-breakpoint
CREATE TYPE "public"."inspection_result" AS ENUM('pass', 'pass_with_deficiencies', 'fail', 'not_ready');--> statement-breakpoint
CREATE TYPE "public"."inspection_stage" AS ENUM('surface_prep', 'primer', 'intermediate_coat', 'finish_coat', 'final');--> statement-breakpoint
CREATE TYPE "public"."inspection_status" AS ENUM('scheduled', 'performed', 'cancelled');--> statement-breakpoint
CREATE TABLE "deficiencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"inspection_id" uuid,
	"number" integer NOT NULL,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"category" "deficiency_category" NOT NULL,
	"severity" "deficiency_severity" NOT NULL,
	"responsible_company_id" uuid,
	"due_date" date,
	"status" "deficiency_status" DEFAULT 'open' NOT NULL,
	"reminder_count" integer DEFAULT 0 NOT NULL,
	"last_reminder_at" timestamp with time zone,
	"warning_level" integer DEFAULT 0 NOT NULL,
	"warned_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"stage" "inspection_stage" NOT NULL,
	"status" "inspection_status" DEFAULT 'scheduled' NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"performed_at" timestamp with time zone,
	"inspector_id" uuid,
	"result" "inspection_result",
	"air_temperature_c" double precision,
	"surface_temperature_c" double precision,
	"relative_humidity" double precision,
	"dew_point_c" double precision,
	"notes" text DEFAULT '' NOT NULL,
	"travel_km" double precision DEFAULT 0 NOT NULL,
	"travel_fee_cents" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "inspection_id" uuid;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "deficiency_id" uuid;--> statement-breakpoint
ALTER TABLE "deficiencies" ADD CONSTRAINT "deficiencies_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deficiencies" ADD CONSTRAINT "deficiencies_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deficiencies" ADD CONSTRAINT "deficiencies_responsible_company_id_companies_id_fk" FOREIGN KEY ("responsible_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_inspector_id_profiles_id_fk" FOREIGN KEY ("inspector_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deficiencies_project_number_key" ON "deficiencies" USING btree ("project_id","number");--> statement-breakpoint
CREATE INDEX "deficiencies_inspection_id_idx" ON "deficiencies" USING btree ("inspection_id");--> statement-breakpoint
CREATE INDEX "deficiencies_archived_status_due_idx" ON "deficiencies" USING btree ("archived","status","due_date");--> statement-breakpoint
CREATE INDEX "deficiencies_responsible_company_idx" ON "deficiencies" USING btree ("responsible_company_id");--> statement-breakpoint
CREATE INDEX "deficiencies_severity_idx" ON "deficiencies" USING btree ("severity");--> statement-breakpoint
CREATE INDEX "inspections_project_id_idx" ON "inspections" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "inspections_inspector_scheduled_idx" ON "inspections" USING btree ("inspector_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "inspections_status_scheduled_idx" ON "inspections" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE INDEX "inspections_stage_idx" ON "inspections" USING btree ("stage");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_deficiency_id_deficiencies_id_fk" FOREIGN KEY ("deficiency_id") REFERENCES "public"."deficiencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_inspection_id_idx" ON "uploads" USING btree ("inspection_id");--> statement-breakpoint
CREATE INDEX "uploads_deficiency_id_idx" ON "uploads" USING btree ("deficiency_id");