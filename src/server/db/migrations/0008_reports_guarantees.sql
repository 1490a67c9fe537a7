CREATE TYPE "public"."guarantee_status" AS ENUM('active', 'revoked');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TYPE "public"."report_type" AS ENUM('inspection', 'deficiency_list', 'warning_letter', 'final', 'guarantee_certificate');--> statement-breakpoint
CREATE TABLE "guarantees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certificate_no" text NOT NULL,
	"project_id" uuid NOT NULL,
	"contractor_company_id" uuid,
	"owner_company_id" uuid,
	"term_months" integer NOT NULL,
	"starts_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"status" "guarantee_status" DEFAULT 'active' NOT NULL,
	"verification_code" text NOT NULL,
	"report_id" uuid,
	"issued_by" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"inspection_id" uuid,
	"deficiency_id" uuid,
	"type" "report_type" NOT NULL,
	"version" integer NOT NULL,
	"status" "report_status" DEFAULT 'draft' NOT NULL,
	"visible_to_client" boolean DEFAULT true NOT NULL,
	"file_sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_by" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guarantees" ADD CONSTRAINT "guarantees_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantees" ADD CONSTRAINT "guarantees_contractor_company_id_companies_id_fk" FOREIGN KEY ("contractor_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantees" ADD CONSTRAINT "guarantees_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantees" ADD CONSTRAINT "guarantees_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantees" ADD CONSTRAINT "guarantees_issued_by_profiles_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_deficiency_id_deficiencies_id_fk" FOREIGN KEY ("deficiency_id") REFERENCES "public"."deficiencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guarantees_certificate_no_key" ON "guarantees" USING btree ("certificate_no");--> statement-breakpoint
CREATE UNIQUE INDEX "guarantees_project_id_key" ON "guarantees" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guarantees_verification_code_key" ON "guarantees" USING btree ("verification_code");--> statement-breakpoint
CREATE INDEX "guarantees_contractor_company_id_idx" ON "guarantees" USING btree ("contractor_company_id");--> statement-breakpoint
CREATE INDEX "guarantees_issued_at_idx" ON "guarantees" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "reports_project_type_idx" ON "reports" USING btree ("project_id","type","inspection_id");--> statement-breakpoint
CREATE INDEX "reports_inspection_id_idx" ON "reports" USING btree ("inspection_id");--> statement-breakpoint
CREATE INDEX "reports_deficiency_id_idx" ON "reports" USING btree ("deficiency_id");--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status");--> statement-breakpoint
CREATE INDEX "reports_type_idx" ON "reports" USING btree ("type");--> statement-breakpoint
CREATE INDEX "reports_created_at_idx" ON "reports" USING btree ("created_at");