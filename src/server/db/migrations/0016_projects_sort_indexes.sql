DROP INDEX "projects_review_status_idx";--> statement-breakpoint
DROP INDEX "projects_region_idx";--> statement-breakpoint
DROP INDEX "projects_status_idx";--> statement-breakpoint
DROP INDEX "projects_project_name_idx";--> statement-breakpoint
DROP INDEX "projects_start_date_idx";--> statement-breakpoint
DROP INDEX "projects_start_date_desc_idx";--> statement-breakpoint
DROP INDEX "projects_created_at_idx";--> statement-breakpoint
DROP INDEX "projects_updated_at_idx";--> statement-breakpoint
CREATE INDEX "projects_review_status_code_idx" ON "projects" USING btree ("review_status","project_code");--> statement-breakpoint
CREATE INDEX "projects_region_code_idx" ON "projects" USING btree ("region","project_code");--> statement-breakpoint
CREATE INDEX "projects_status_code_idx" ON "projects" USING btree ("status","project_code");--> statement-breakpoint
CREATE INDEX "projects_project_name_code_idx" ON "projects" USING btree ("project_name","project_code");--> statement-breakpoint
CREATE INDEX "projects_start_date_code_idx" ON "projects" USING btree ("start_date","project_code");--> statement-breakpoint
CREATE INDEX "projects_start_date_desc_code_idx" ON "projects" USING btree ("start_date" DESC NULLS LAST,"project_code" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_created_at_code_idx" ON "projects" USING btree ("created_at","project_code");--> statement-breakpoint
CREATE INDEX "projects_updated_at_code_idx" ON "projects" USING btree ("updated_at","project_code");