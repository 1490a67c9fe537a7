-- Voiding one billing stage (Admin, POST /api/billing-stages/:id/void): when and why it was voided.
-- Schema only; the void stages made before (migration 0021, cancelled projects) keep nulls.
ALTER TABLE "billing_stages" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_stages" ADD COLUMN "voided_reason" text;
