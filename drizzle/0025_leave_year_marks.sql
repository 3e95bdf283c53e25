CREATE TABLE "leave_year_marks" (
	"employee_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"month" date NOT NULL,
	"closed" boolean NOT NULL,
	CONSTRAINT "leave_year_marks_employee_id_year_pk" PRIMARY KEY("employee_id","year")
);
--> statement-breakpoint
ALTER TABLE "leave_year_marks" ADD CONSTRAINT "leave_year_marks_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A mark says the leave-year steps are done for a person's year up to a month (schema
-- leave-policy.ts). What the steps read forgets the marks it concerns, in the change's own
-- transaction: any change to the leave types forgets them all; a person's joining or last working
-- day, theirs; a ledger row of a year before a year marked closed, that person's (it may now
-- carry into the next).
CREATE FUNCTION "leave_year_marks_forget_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.leave_year_marks;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "leave_year_marks_types" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leave_types" FOR EACH STATEMENT EXECUTE FUNCTION "leave_year_marks_forget_all"();--> statement-breakpoint
CREATE FUNCTION "leave_year_marks_forget_person"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.leave_year_marks WHERE employee_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "leave_year_marks_dates" AFTER UPDATE OF "hire_date", "last_working_day" ON "employees" FOR EACH ROW
  WHEN (OLD.hire_date IS DISTINCT FROM NEW.hire_date OR OLD.last_working_day IS DISTINCT FROM NEW.last_working_day)
  EXECUTE FUNCTION "leave_year_marks_forget_person"();--> statement-breakpoint
CREATE FUNCTION "leave_year_marks_forget_earlier"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.leave_year_marks m USING (SELECT DISTINCT f.employee_id, f.year FROM fresh f) f
  WHERE m.employee_id = f.employee_id AND f.year < m.year AND m.closed;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "leave_year_marks_ledger" AFTER INSERT ON "leave_ledger" REFERENCING NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION "leave_year_marks_forget_earlier"();
