-- Each balance's figures, the ledger summed (src/server/db/schema/leave-policy.ts, decision 10):
-- one row per person, type and leave year, for every person and type of each year the ledger has
-- reached, so that the balance report pages and sorts by an index. Only the database writes it,
-- in the transaction of the change: the ledger's triggers add each statement's rows (whoever wrote
-- them: a request, a decision, the leave-year job, an import, the seed, someone at psql), and a
-- new person, a new type or a year's first ledger row adds zeros. The runtime role may only read
-- it (runtime-role.ts), so the functions that write it run as its owner (SECURITY DEFINER, with
-- every name qualified and pg_catalog searched first).
CREATE TABLE "leave_balances" (
	"employee_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"accrued" numeric(8, 2) DEFAULT '0' NOT NULL,
	"carried" numeric(8, 2) DEFAULT '0' NOT NULL,
	"carried_out" numeric(8, 2) DEFAULT '0' NOT NULL,
	"lapsed" numeric(8, 2) DEFAULT '0' NOT NULL,
	"adjusted" numeric(8, 2) DEFAULT '0' NOT NULL,
	"taken" numeric(8, 2) DEFAULT '0' NOT NULL,
	"pending" numeric(8, 2) DEFAULT '0' NOT NULL,
	"available" numeric(8, 2) DEFAULT '0' NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "leave_balances_employee_id_leave_type_id_year_pk" PRIMARY KEY("employee_id","leave_type_id","year")
);
--> statement-breakpoint
ALTER TABLE "leave_balances" ADD CONSTRAINT "leave_balances_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_balances" ADD CONSTRAINT "leave_balances_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The figures a set of ledger rows adds to each balance (rows taken away count negatively): the
-- same sums as the report made of the ledger, by kind. Balances nothing changes are left out.
CREATE FUNCTION "leave_balance_changes"(added "leave_ledger"[], removed "leave_ledger"[])
RETURNS TABLE (employee_id uuid, leave_type_id uuid, year smallint, accrued numeric, carried numeric,
  carried_out numeric, lapsed numeric, adjusted numeric, taken numeric, pending numeric, available numeric,
  entries integer)
LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, public AS $$
  SELECT c.employee_id, c.leave_type_id, c.year,
    coalesce(sum(c.sign * c.days) FILTER (WHERE c.kind IN ('grant', 'accrual')), 0),
    coalesce(sum(c.sign * c.days) FILTER (WHERE c.kind = 'carry_forward' AND c.days > 0), 0),
    -coalesce(sum(c.sign * c.days) FILTER (WHERE c.kind = 'carry_forward' AND c.days < 0), 0),
    -coalesce(sum(c.sign * c.days) FILTER (WHERE c.kind = 'lapse'), 0),
    coalesce(sum(c.sign * c.days) FILTER (WHERE c.kind = 'adjustment'), 0),
    -coalesce(sum(c.sign * c.days) FILTER (WHERE c.kind IN ('booking', 'reversal') AND NOT c.pending), 0),
    -coalesce(sum(c.sign * c.days) FILTER (WHERE c.kind IN ('booking', 'reversal') AND c.pending), 0),
    sum(c.sign * c.days),
    sum(c.sign)::integer
  FROM (SELECT a.employee_id, a.leave_type_id, a.year, a.kind, a.days, a.pending, 1 AS sign FROM unnest(added) a
        UNION ALL
        SELECT r.employee_id, r.leave_type_id, r.year, r.kind, r.days, r.pending, -1 FROM unnest(removed) r) c
  GROUP BY c.employee_id, c.leave_type_id, c.year
  HAVING sum(c.sign) <> 0 OR bool_or(c.days <> 0)
$$;--> statement-breakpoint
-- The leave years that have balances (a skip scan: one index probe a year).
CREATE FUNCTION "leave_balance_years"() RETURNS TABLE (year smallint)
LANGUAGE sql STABLE SET search_path = pg_catalog, public AS $$
  WITH RECURSIVE y(year) AS (
    SELECT min(b.year) FROM public.leave_balances b
    UNION ALL
    SELECT (SELECT min(b.year) FROM public.leave_balances b WHERE b.year > y.year) FROM y WHERE y.year IS NOT NULL
  )
  SELECT y.year FROM y WHERE y.year IS NOT NULL
$$;--> statement-breakpoint
-- A leave year's first ledger rows open it for everyone: a zero balance for every person and
-- type. One transaction opens a year at a time (the others wait for it, then find it open). The
-- people and types are locked (types, then people: the order a new type's trigger takes them
-- in), so one being added meanwhile is either seen here or sees the year. A person locked for a
-- request (FOR NO KEY UPDATE) does not hold it up: the rows' foreign keys only share the key.
CREATE FUNCTION "leave_balances_open_years"(years smallint[]) RETURNS void
LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM unnest(years) y(year)
                 WHERE NOT EXISTS (SELECT 1 FROM public.leave_balances b WHERE b.year = y.year)) THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(727601);
  IF NOT EXISTS (SELECT 1 FROM unnest(years) y(year)
                 WHERE NOT EXISTS (SELECT 1 FROM public.leave_balances b WHERE b.year = y.year)) THEN
    RETURN;
  END IF;
  LOCK TABLE public.leave_types, public.employees IN SHARE MODE;
  INSERT INTO public.leave_balances (employee_id, leave_type_id, year)
  SELECT e.id, t.id, y.year
  FROM unnest(years) y(year) CROSS JOIN public.employees e CROSS JOIN public.leave_types t
  WHERE NOT EXISTS (SELECT 1 FROM public.leave_balances b WHERE b.year = y.year)
  ORDER BY e.id, t.id, y.year
  ON CONFLICT DO NOTHING;
END
$$;--> statement-breakpoint
-- Every statement on the ledger moves the balances it touches, in its own transaction. Amounts
-- are added to what the row holds (not summed again from a snapshot), so two transactions
-- writing one balance at once both count. A person being deleted takes their balances with them.
CREATE FUNCTION "leave_balances_follow_ledger"() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  added public.leave_ledger[] := '{}';
  removed public.leave_ledger[] := '{}';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM public.leave_balances;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(array_agg(n), '{}') INTO added FROM new_rows n;
    PERFORM public.leave_balances_open_years(array(SELECT DISTINCT a.year FROM unnest(added) a));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT coalesce(array_agg(o), '{}') INTO removed FROM old_rows o;
  END IF;
  INSERT INTO public.leave_balances AS b (employee_id, leave_type_id, year, accrued, carried, carried_out, lapsed,
    adjusted, taken, pending, available, entries)
  SELECT c.* FROM public.leave_balance_changes(added, removed) c
  WHERE EXISTS (SELECT 1 FROM public.employees e WHERE e.id = c.employee_id)
  ORDER BY c.employee_id, c.leave_type_id, c.year
  ON CONFLICT (employee_id, leave_type_id, year) DO UPDATE SET
    accrued = b.accrued + excluded.accrued,
    carried = b.carried + excluded.carried,
    carried_out = b.carried_out + excluded.carried_out,
    lapsed = b.lapsed + excluded.lapsed,
    adjusted = b.adjusted + excluded.adjusted,
    taken = b.taken + excluded.taken,
    pending = b.pending + excluded.pending,
    available = b.available + excluded.available,
    entries = b.entries + excluded.entries;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A new person has a zero balance of every type in every year that has balances; a new type,
-- one for every person. A new type locks the people first (SHARE: people being added finish
-- before, or wait and then see the type), so a person and a type added at once still meet.
CREATE FUNCTION "leave_balances_open_for_new"() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  IF TG_TABLE_NAME = 'employees' THEN
    INSERT INTO public.leave_balances (employee_id, leave_type_id, year)
    SELECT n.id, t.id, y.year FROM new_rows n CROSS JOIN public.leave_types t CROSS JOIN public.leave_balance_years() y
    ORDER BY n.id, t.id, y.year
    ON CONFLICT DO NOTHING;
  ELSE
    LOCK TABLE public.employees IN SHARE MODE;
    INSERT INTO public.leave_balances (employee_id, leave_type_id, year)
    SELECT e.id, n.id, y.year FROM public.employees e CROSS JOIN new_rows n CROSS JOIN public.leave_balance_years() y
    ORDER BY e.id, n.id, y.year
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The balances of the ledger written so far: every person and type of each year it has reached.
INSERT INTO "leave_balances" ("employee_id", "leave_type_id", "year")
SELECT e.id, t.id, y.year FROM "employees" e CROSS JOIN "leave_types" t
CROSS JOIN (SELECT DISTINCT l.year FROM "leave_ledger" l) y;--> statement-breakpoint
UPDATE "leave_balances" b SET
  accrued = c.accrued, carried = c.carried, carried_out = c.carried_out, lapsed = c.lapsed, adjusted = c.adjusted,
  taken = c.taken, pending = c.pending, available = c.available, entries = c.entries
FROM "leave_balance_changes"((SELECT coalesce(array_agg(l), '{}') FROM "leave_ledger" l), '{}') c
WHERE b.employee_id = c.employee_id AND b.leave_type_id = c.leave_type_id AND b.year = c.year;--> statement-breakpoint
CREATE INDEX "leave_balances_available_idx" ON "leave_balances" USING btree ("year","available","employee_id");--> statement-breakpoint
CREATE INDEX "leave_balances_taken_idx" ON "leave_balances" USING btree ("year","taken","employee_id");--> statement-breakpoint
CREATE INDEX "leave_balances_pending_idx" ON "leave_balances" USING btree ("year","pending","employee_id");--> statement-breakpoint
CREATE INDEX "leave_balances_type_idx" ON "leave_balances" USING btree ("leave_type_id");--> statement-breakpoint
CREATE TRIGGER "leave_balances_ledger_insert" AFTER INSERT ON "leave_ledger" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "leave_balances_follow_ledger"();--> statement-breakpoint
CREATE TRIGGER "leave_balances_ledger_update" AFTER UPDATE ON "leave_ledger" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "leave_balances_follow_ledger"();--> statement-breakpoint
CREATE TRIGGER "leave_balances_ledger_delete" AFTER DELETE ON "leave_ledger" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "leave_balances_follow_ledger"();--> statement-breakpoint
CREATE TRIGGER "leave_balances_ledger_truncate" AFTER TRUNCATE ON "leave_ledger"
  FOR EACH STATEMENT EXECUTE FUNCTION "leave_balances_follow_ledger"();--> statement-breakpoint
CREATE TRIGGER "leave_balances_new_people" AFTER INSERT ON "employees" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "leave_balances_open_for_new"();--> statement-breakpoint
CREATE TRIGGER "leave_balances_new_types" AFTER INSERT ON "leave_types" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "leave_balances_open_for_new"();--> statement-breakpoint
-- Its changes clear the read cache's 'Leave' (0018_change_areas.sql).
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leave_balances" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Leave');--> statement-breakpoint
ANALYZE "leave_balances";
