DROP INDEX "request_events_request_id_at_idx";--> statement-breakpoint
ALTER TABLE "request_events" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "request_events_request_id_at_idx" ON "request_events" USING btree ("request_id","at","seq");