ALTER TABLE "uploads" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "delete_reason" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_deleted_by_profiles_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "uploads" SET "project_id" = "inspections"."project_id" FROM "inspections" WHERE "uploads"."inspection_id" = "inspections"."id" AND "uploads"."project_id" IS NULL;--> statement-breakpoint
UPDATE "uploads" SET "project_id" = "deficiencies"."project_id" FROM "deficiencies" WHERE "uploads"."deficiency_id" = "deficiencies"."id" AND "uploads"."project_id" IS NULL;
