-- Cached list answers (src/server/services/list-cache.ts) are dropped when a table they read
-- changes. The database says so itself, so no write path can be forgotten: every statement that
-- writes one of these tables (an API route, the scheduler, a script, another server process)
-- notifies channel `paintqa_data_changed` with the table's name, delivered at commit (several
-- notifications of one transaction with the same name arrive as one). A table a cached list starts
-- to read needs its trigger here too (tests/integration/server/list-cache.test.ts checks).
CREATE OR REPLACE FUNCTION "notify_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('paintqa_data_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "projects_notify_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "companies_notify_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "profiles_notify_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
