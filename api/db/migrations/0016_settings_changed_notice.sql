-- Every change of the shop's settings is announced on the channel settings_changed (docs/decisions/052):
-- each server process keeps the settings in memory and drops them when told (settings-memo.ts). A trigger
-- rather than the application's own NOTIFY, so that every writer is heard: a server process, the staff
-- command writing to the database itself, an operator's psql. The notification is sent when the change
-- commits, and not at all when it rolls back.
CREATE FUNCTION notify_settings_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('settings_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER settings_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
FOR EACH STATEMENT EXECUTE FUNCTION notify_settings_changed();
