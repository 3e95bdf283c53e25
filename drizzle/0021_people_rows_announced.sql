-- People, accounts and departments announce which rows changed, not only that their area did:
-- 'Employees' becomes 'Employees:employees:<id>,<id>…' (and 'Accounts:users:…',
-- 'Departments:departments:…'), still at commit, on 'ems_cache'. A statement that changed no row
-- (a department's manager set to null by a foreign key, when the person managed none) announces
-- nothing. A kept read that can follow a change row by row (the people directory) re-reads
-- just those people instead of being thrown away; every other read of the area is cleared as before
-- (src/server/events/cache-sync.ts). Transition tables allow one event per trigger: an insert, an
-- update and a delete trigger each; TRUNCATE, and a statement touching too many rows for one
-- announcement (8,000 bytes at most), announce the bare area, which clears everything read from it.
CREATE FUNCTION "ems_announce_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT string_agg(id::text, ',') INTO ids FROM gone;
  ELSE
    SELECT string_agg(id::text, ',') INTO ids FROM fresh;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  ELSIF length(ids) > 7000 THEN
    PERFORM pg_notify('ems_cache', TG_ARGV[0]);
  ELSE
    PERFORM pg_notify('ems_cache', TG_ARGV[0] || ':' || TG_TABLE_NAME || ':' || ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "ems_changed" ON "users";--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Accounts');--> statement-breakpoint
CREATE TRIGGER "ems_changed_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_rows"('Accounts');--> statement-breakpoint
CREATE TRIGGER "ems_changed_update" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_rows"('Accounts');--> statement-breakpoint
CREATE TRIGGER "ems_changed_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_rows"('Accounts');--> statement-breakpoint
DROP TRIGGER "ems_changed" ON "employees";--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER TRUNCATE ON "employees" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Employees');--> statement-breakpoint
CREATE TRIGGER "ems_changed_insert" AFTER INSERT ON "employees" REFERENCING NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_rows"('Employees');--> statement-breakpoint
CREATE TRIGGER "ems_changed_update" AFTER UPDATE ON "employees" REFERENCING NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_rows"('Employees');--> statement-breakpoint
CREATE TRIGGER "ems_changed_delete" AFTER DELETE ON "employees" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_rows"('Employees');
;--> statement-breakpoint
DROP TRIGGER "ems_changed" ON "departments";--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER TRUNCATE ON "departments" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Departments');--> statement-breakpoint
CREATE TRIGGER "ems_changed_insert" AFTER INSERT ON "departments" REFERENCING NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_rows"('Departments');--> statement-breakpoint
CREATE TRIGGER "ems_changed_update" AFTER UPDATE ON "departments" REFERENCING NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_rows"('Departments');--> statement-breakpoint
CREATE TRIGGER "ems_changed_delete" AFTER DELETE ON "departments" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_rows"('Departments');
