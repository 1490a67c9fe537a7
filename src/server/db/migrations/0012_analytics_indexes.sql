CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "uploads_created_at_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inspections_performed_at_idx" ON "inspections" USING btree ("performed_at");--> statement-breakpoint
CREATE INDEX "project_parties_role_company_id_idx" ON "project_parties" USING btree ("role","company_id");