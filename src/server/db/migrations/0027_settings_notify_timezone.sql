-- The provider's time zone is a Business setting (a row of `settings`) that every replica keeps in
-- memory for its "today" (src/server/plugins/provider-settings.ts): a write to the table notifies
-- the same channel as the cached lists (migration 0018), so every process reads the zone again.
CREATE TRIGGER "settings_notify_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
