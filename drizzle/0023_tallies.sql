CREATE TABLE "leave_tallies" (
	"status" "leave_status" NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people_tallies" (
	"department_id" uuid,
	"role" "role" NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
-- Counts the dashboards show, kept in the transaction of each change (decision 13): each
-- statement on `leaves`, `employees` or `users` that changes a count appends its difference as
-- rows of its own (one per key), so writers never wait for one another on a shared row; a
-- reader sums them. fold_tallies() (a job, every minute) folds them into one row per key. The
-- runtime role may only read the tallies (runtime-role.ts): the functions that write them run as
-- their owner, every name qualified and pg_catalog first.
CREATE FUNCTION "leave_tallies_follow"() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM public.leave_tallies;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO public.leave_tallies (status, n) SELECT f.status, count(*) FROM fresh f GROUP BY f.status;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO public.leave_tallies (status, n) SELECT g.status, -count(*) FROM gone g GROUP BY g.status;
  ELSE
    INSERT INTO public.leave_tallies (status, n)
    SELECT c.status, sum(c.sign)
    FROM (SELECT f.status, 1 AS sign FROM fresh f UNION ALL SELECT g.status, -1 FROM gone g) c
    GROUP BY c.status HAVING sum(c.sign) <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "leave_tallies_insert" AFTER INSERT ON "leaves" REFERENCING NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION "leave_tallies_follow"();--> statement-breakpoint
CREATE TRIGGER "leave_tallies_update" AFTER UPDATE ON "leaves" REFERENCING OLD TABLE AS gone NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION "leave_tallies_follow"();--> statement-breakpoint
CREATE TRIGGER "leave_tallies_delete" AFTER DELETE ON "leaves" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "leave_tallies_follow"();--> statement-breakpoint
CREATE TRIGGER "leave_tallies_truncate" AFTER TRUNCATE ON "leaves" FOR EACH STATEMENT EXECUTE FUNCTION "leave_tallies_follow"();--> statement-breakpoint
-- People working here by department and role: a person counts while their employee record has
-- no last working day, under their account's role. Appends (department, role, ±n) changes.
CREATE FUNCTION "people_tallies_add"(changes jsonb) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  INSERT INTO public.people_tallies (department_id, role, n)
  SELECT c.department_id, c.role, sum(c.n)
  FROM jsonb_to_recordset(changes) AS c(department_id uuid, role public.role, n bigint)
  GROUP BY c.department_id, c.role HAVING sum(c.n) <> 0
$$;--> statement-breakpoint
-- An employee record's statements. A record deleted with its account (the account's delete
-- cascades) finds no account here: the account's own trigger, which ran before, took it off.
CREATE FUNCTION "people_tallies_follow_employees"() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM public.people_tallies;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM public.people_tallies_add((SELECT jsonb_agg(jsonb_build_object('department_id', f.department_id, 'role', u.role, 'n', 1))
      FROM fresh f JOIN public.users u ON u.id = f.user_id WHERE f.last_working_day IS NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM public.people_tallies_add((SELECT jsonb_agg(jsonb_build_object('department_id', g.department_id, 'role', u.role, 'n', -1))
      FROM gone g JOIN public.users u ON u.id = g.user_id WHERE g.last_working_day IS NULL));
  ELSE
    PERFORM public.people_tallies_add((SELECT jsonb_agg(jsonb_build_object('department_id', c.department_id, 'role', u.role, 'n', c.n))
      FROM (SELECT f.user_id, f.department_id, 1 AS n FROM fresh f WHERE f.last_working_day IS NULL
            UNION ALL
            SELECT g.user_id, g.department_id, -1 FROM gone g WHERE g.last_working_day IS NULL) c
      JOIN public.users u ON u.id = c.user_id));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "people_tallies_insert" AFTER INSERT ON "employees" REFERENCING NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION "people_tallies_follow_employees"();--> statement-breakpoint
CREATE TRIGGER "people_tallies_update" AFTER UPDATE ON "employees" REFERENCING OLD TABLE AS gone NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION "people_tallies_follow_employees"();--> statement-breakpoint
CREATE TRIGGER "people_tallies_delete" AFTER DELETE ON "employees" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "people_tallies_follow_employees"();--> statement-breakpoint
CREATE TRIGGER "people_tallies_truncate" AFTER TRUNCATE ON "employees" FOR EACH STATEMENT EXECUTE FUNCTION "people_tallies_follow_employees"();--> statement-breakpoint
-- An account's role moves its person from one role's count to the other's; an account deleted
-- takes its person off before the delete cascades to the employee record (BEFORE, each row).
CREATE FUNCTION "people_tallies_follow_users"() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM public.people_tallies;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM public.people_tallies_add((SELECT jsonb_agg(jsonb_build_object('department_id', e.department_id, 'role', OLD.role, 'n', -1))
      FROM public.employees e WHERE e.user_id = OLD.id AND e.last_working_day IS NULL));
    RETURN OLD;
  ELSE
    PERFORM public.people_tallies_add((SELECT jsonb_agg(c.change)
      FROM (SELECT jsonb_build_object('department_id', e.department_id, 'role', g.role, 'n', -1) AS change
            FROM gone g JOIN fresh f ON f.id = g.id JOIN public.employees e ON e.user_id = g.id
            WHERE g.role <> f.role AND e.last_working_day IS NULL
            UNION ALL
            SELECT jsonb_build_object('department_id', e.department_id, 'role', f.role, 'n', 1)
            FROM gone g JOIN fresh f ON f.id = g.id JOIN public.employees e ON e.user_id = g.id
            WHERE g.role <> f.role AND e.last_working_day IS NULL) c));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "people_tallies_role" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS gone NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION "people_tallies_follow_users"();--> statement-breakpoint
CREATE TRIGGER "people_tallies_account_gone" BEFORE DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "people_tallies_follow_users"();--> statement-breakpoint
CREATE TRIGGER "people_tallies_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "people_tallies_follow_users"();--> statement-breakpoint
-- Folds each tally's rows into one per key (none where the sum is zero). The rows it deletes are
-- those its statement sees; rows appended meanwhile stay for the next fold, so no change is
-- counted twice or lost. Called by the server's job as the runtime role, which may not write them.
CREATE FUNCTION "fold_tallies"() RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  WITH gone AS (DELETE FROM public.leave_tallies RETURNING status, n)
  INSERT INTO public.leave_tallies (status, n) SELECT status, sum(n) FROM gone GROUP BY status HAVING sum(n) <> 0;
  WITH gone AS (DELETE FROM public.people_tallies RETURNING department_id, role, n)
  INSERT INTO public.people_tallies (department_id, role, n)
  SELECT department_id, role, sum(n) FROM gone GROUP BY department_id, role HAVING sum(n) <> 0;
$$;--> statement-breakpoint
-- What the tables hold today, counted once.
INSERT INTO "leave_tallies" ("status", "n") SELECT "status", count(*) FROM "leaves" GROUP BY "status";--> statement-breakpoint
INSERT INTO "people_tallies" ("department_id", "role", "n")
SELECT e."department_id", u."role", count(*) FROM "employees" e JOIN "users" u ON u."id" = e."user_id"
WHERE e."last_working_day" IS NULL GROUP BY e."department_id", u."role";
