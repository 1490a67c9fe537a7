-- Trigram index for the projects search (PGlite loads the pg_trgm extension, src/server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."membership_status" AS ENUM('applicant', 'active', 'lapsed', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."party_role" AS ENUM('architect', 'owner', 'general_contractor', 'painting_contractor');--> statement-breakpoint
CREATE TABLE "project_parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"role" "party_role" NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "member_no" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "membership_status" "membership_status";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "membership_valid_from" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "membership_valid_to" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "substantial_performance_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "final_inspection_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_parties" ADD CONSTRAINT "project_parties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_parties" ADD CONSTRAINT "project_parties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_parties_project_id_role_key" ON "project_parties" USING btree ("project_id","role");--> statement-breakpoint
CREATE INDEX "project_parties_company_id_idx" ON "project_parties" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "companies_archived_at_idx" ON "companies" USING btree ("archived_at");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_member_no_key" ON "companies" USING btree ("member_no");--> statement-breakpoint
CREATE INDEX "projects_sector_idx" ON "projects" USING btree ("sector");--> statement-breakpoint
CREATE INDEX "projects_lead_inspector_id_idx" ON "projects" USING btree ("lead_inspector_id");--> statement-breakpoint
CREATE INDEX "projects_project_name_idx" ON "projects" USING btree ("project_name");--> statement-breakpoint
CREATE INDEX "projects_start_date_idx" ON "projects" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "projects_search_text_trgm_idx" ON "projects" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
UPDATE "projects" SET "search_text" = lower(concat_ws(' ', "project_code", "project_name", "address", "city", (SELECT "name" FROM "companies" WHERE "companies"."id" = "projects"."company_id")));