-- Travel on invoices: an invoice line may bill the travel fee of one performed inspection
-- (inspection_id) instead of a billing stage, and an inspection keeps the flat zone its travel fee
-- came from (null: charged per km). Schema only; travel was never billed before.
ALTER TABLE "inspections" ADD COLUMN "travel_flat_zone" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "inspection_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_inspection_id_idx" ON "invoice_lines" USING btree ("inspection_id");