-- The staff audit log is written once and never changed (docs/decisions/093): a row trigger refuses
-- every UPDATE and DELETE, whoever sends it (the application has no such path; an operator's psql gets
-- the same refusal). Row triggers do not fire on TRUNCATE, which `npm run db:seed` uses to start the demo
-- data again.
CREATE FUNCTION staff_audit_log_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER staff_audit_log_append_only
BEFORE UPDATE OR DELETE ON staff_audit_log
FOR EACH ROW EXECUTE FUNCTION staff_audit_log_append_only();
