-- Background jobs that run on one replica at a time (the daily retention, services/retention.ts):
-- a replica claims the job's row for a lease; when the last run finished decides when it is due.
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone,
	"last_finished_at" timestamp with time zone
);
