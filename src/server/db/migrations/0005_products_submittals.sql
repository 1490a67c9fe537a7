CREATE TYPE "public"."gloss_level" AS ENUM('G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7');--> statement-breakpoint
CREATE TYPE "public"."listing_status" AS ENUM('listed', 'delisted');--> statement-breakpoint
CREATE TYPE "public"."product_category" AS ENUM('Primers and sealers', 'Interior latex', 'Exterior latex', 'Alkyd enamels', 'Metal primers', 'Epoxies', 'Urethanes', 'Stains', 'Clear finishes', 'Elastomerics', 'Floor coatings');--> statement-breakpoint
CREATE TYPE "public"."voc_range" AS ENUM('E1', 'E2', 'E3');--> statement-breakpoint
CREATE TYPE "public"."submittal_line_decision" AS ENUM('approved', 'approved_as_noted', 'revise_and_resubmit', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."submittal_kind" AS ENUM('product', 'substitution');--> statement-breakpoint
CREATE TYPE "public"."submittal_status" AS ENUM('submitted', 'under_review', 'approved', 'approved_as_noted', 'revise_and_resubmit', 'rejected');--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mpi_no" integer NOT NULL,
	"product_code" text NOT NULL,
	"name" text NOT NULL,
	"manufacturer" text NOT NULL,
	"category" "product_category" NOT NULL,
	"gloss_level" "gloss_level",
	"voc_g_per_l" integer NOT NULL,
	"voc_range" "voc_range" NOT NULL,
	"listing_status" "listing_status" DEFAULT 'listed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_voc_non_negative" CHECK ("products"."voc_g_per_l" >= 0)
);
--> statement-breakpoint
CREATE TABLE "submittal_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submittal_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"surface" text NOT NULL,
	"mpi_system" text NOT NULL,
	"product_id" uuid NOT NULL,
	"decision" "submittal_line_decision",
	"comment" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "submittals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"submittal_no" integer NOT NULL,
	"company_id" uuid,
	"kind" "submittal_kind" DEFAULT 'product' NOT NULL,
	"status" "submittal_status" DEFAULT 'submitted' NOT NULL,
	"notes" text,
	"submitted_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submittal_lines" ADD CONSTRAINT "submittal_lines_submittal_id_submittals_id_fk" FOREIGN KEY ("submittal_id") REFERENCES "public"."submittals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submittal_lines" ADD CONSTRAINT "submittal_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submittal_lines" ADD CONSTRAINT "submittal_lines_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submittals" ADD CONSTRAINT "submittals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submittals" ADD CONSTRAINT "submittals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submittals" ADD CONSTRAINT "submittals_submitted_by_profiles_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_manufacturer_product_code_key" ON "products" USING btree ("manufacturer","product_code");--> statement-breakpoint
CREATE INDEX "products_mpi_no_name_idx" ON "products" USING btree ("mpi_no","name");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "products_manufacturer_idx" ON "products" USING btree ("manufacturer");--> statement-breakpoint
CREATE INDEX "products_gloss_level_idx" ON "products" USING btree ("gloss_level");--> statement-breakpoint
CREATE INDEX "products_voc_idx" ON "products" USING btree ("voc_g_per_l");--> statement-breakpoint
CREATE INDEX "products_listing_status_idx" ON "products" USING btree ("listing_status");--> statement-breakpoint
CREATE UNIQUE INDEX "submittal_lines_submittal_id_seq_key" ON "submittal_lines" USING btree ("submittal_id","seq");--> statement-breakpoint
CREATE INDEX "submittal_lines_product_id_idx" ON "submittal_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "submittals_project_id_submittal_no_key" ON "submittals" USING btree ("project_id","submittal_no");--> statement-breakpoint
CREATE INDEX "submittals_company_id_idx" ON "submittals" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "submittals_status_idx" ON "submittals" USING btree ("status");--> statement-breakpoint
CREATE INDEX "submittals_created_at_idx" ON "submittals" USING btree ("created_at");