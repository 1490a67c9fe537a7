CREATE TYPE "public"."billing_stage_status" AS ENUM('scheduled', 'ready', 'invoiced', 'paid', 'void');--> statement-breakpoint
CREATE TYPE "public"."building_type" AS ENUM('multi_family_residential', 'single_family_residential', 'office', 'retail', 'school', 'healthcare', 'institutional', 'industrial', 'recreational', 'mixed_use', 'other');--> statement-breakpoint
CREATE TYPE "public"."project_status" AS ENUM('active', 'on_hold', 'completed', 'closed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."request_event_kind" AS ENUM('status', 'message');--> statement-breakpoint
CREATE TYPE "public"."request_status" AS ENUM('submitted', 'under_review', 'information_requested', 'declined', 'converted');--> statement-breakpoint
CREATE TYPE "public"."request_type" AS ENUM('inspection', 'specification', 'consultation');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('Pending', 'In review', 'Approved', 'Changes requested');--> statement-breakpoint
CREATE TYPE "public"."sector" AS ENUM('public', 'private');--> statement-breakpoint
CREATE TYPE "public"."work_type" AS ENUM('new', 'repaint');--> statement-breakpoint
CREATE TABLE "billing_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"stage_description" text NOT NULL,
	"total_amount_cents" bigint NOT NULL,
	"to_be_invoiced_date" date,
	"status" "billing_stage_status" DEFAULT 'scheduled' NOT NULL,
	"invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"key" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_code" text NOT NULL,
	"project_name" text NOT NULL,
	"company_id" uuid,
	"address" text NOT NULL,
	"city" text,
	"region" text NOT NULL,
	"sector" "sector" NOT NULL,
	"building_type" "building_type" NOT NULL,
	"work_type" "work_type" NOT NULL,
	"base_contract_cents" bigint NOT NULL,
	"final_contract_cents" bigint,
	"fee_cents" bigint NOT NULL,
	"status" "project_status" DEFAULT 'active' NOT NULL,
	"review_status" "review_status" DEFAULT 'Pending' NOT NULL,
	"lead_inspector_id" uuid,
	"request_id" uuid,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" "request_event_kind" NOT NULL,
	"status" "request_status",
	"note" text,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_no" text NOT NULL,
	"type" "request_type" NOT NULL,
	"status" "request_status" DEFAULT 'submitted' NOT NULL,
	"requester_id" uuid NOT NULL,
	"company_id" uuid,
	"project_name" text NOT NULL,
	"site_address" text NOT NULL,
	"city" text NOT NULL,
	"region" text NOT NULL,
	"postal_code" text,
	"sector" "sector" NOT NULL,
	"building_type" "building_type" NOT NULL,
	"work_type" "work_type" NOT NULL,
	"contract_amount_cents" bigint NOT NULL,
	"parties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"desired_start_date" date NOT NULL,
	"desired_end_date" date,
	"description" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"assigned_to" uuid,
	"project_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requests_contract_amount_positive" CHECK ("requests"."contract_amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_stages" ADD CONSTRAINT "billing_stages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_lead_inspector_id_profiles_id_fk" FOREIGN KEY ("lead_inspector_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_requester_id_profiles_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_assigned_to_profiles_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_stages_project_id_seq_key" ON "billing_stages" USING btree ("project_id","seq");--> statement-breakpoint
CREATE INDEX "billing_stages_status_date_idx" ON "billing_stages" USING btree ("status","to_be_invoiced_date");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_project_code_key" ON "projects" USING btree ("project_code");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_request_id_key" ON "projects" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "projects_review_status_idx" ON "projects" USING btree ("review_status");--> statement-breakpoint
CREATE INDEX "projects_company_id_idx" ON "projects" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "projects_region_idx" ON "projects" USING btree ("region");--> statement-breakpoint
CREATE INDEX "projects_status_idx" ON "projects" USING btree ("status");--> statement-breakpoint
CREATE INDEX "request_events_request_id_at_idx" ON "request_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_request_no_key" ON "requests" USING btree ("request_no");--> statement-breakpoint
CREATE INDEX "requests_company_id_idx" ON "requests" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "requests_requester_id_idx" ON "requests" USING btree ("requester_id");--> statement-breakpoint
CREATE INDEX "requests_status_idx" ON "requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "requests_type_idx" ON "requests" USING btree ("type");--> statement-breakpoint
CREATE INDEX "requests_created_at_idx" ON "requests" USING btree ("created_at");--> statement-breakpoint
INSERT INTO "settings" ("key", "value") VALUES
  ('fee.rate_basis_points', '500'::jsonb),
  ('fee.minimum_cents', '150000'::jsonb),
  ('billing.split_percent', '{"deposit":30,"progress":40,"final":30}'::jsonb)
ON CONFLICT ("key") DO NOTHING;
