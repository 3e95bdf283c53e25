-- Every change to a table that the server's read cache reads from is announced on the channel
-- 'ems_cache' with the table's area ('Employees', 'Leave', …), at commit, to every server process,
-- whoever made it: a request, a scheduled job, an import, the seed, or someone at psql. Each process
-- clears what it keeps of that area (src/server/events/change-areas.ts lists the same tables; a
-- test compares it with these triggers). Statement-level: one announcement per statement, and
-- PostgreSQL sends one per area per transaction.
CREATE FUNCTION "ems_announce_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ems_cache', TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Accounts');--> statement-breakpoint
-- A session's use moves its end (an UPDATE) without changing who it is: only sign-ins and sign-outs count.
CREATE TRIGGER "ems_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Session');--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "employees" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Employees');--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "images" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Employees');--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "departments" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Departments');--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attendance" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Attendance');--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "work_settings" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Calendar');--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "holidays" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Calendar');--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leave_types" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Leave');--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leaves" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Leave');--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leave_ledger" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Leave');--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leave_approval_steps" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Leave');--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "approval_deputies" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Leave');--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "salaries" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Salary');--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payroll_runs" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Payroll');--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payroll_run_departments" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Payroll');--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payroll_run_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Payroll');--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Projects and tasks');--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tasks" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Projects and tasks');--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "announcements" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Announcements');--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Audit');
