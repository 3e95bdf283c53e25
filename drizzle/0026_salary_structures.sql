-- Whether a row's or a payslip's pay lines (shared/pay-lines.ts, in whole cents) add up to its
-- figures: the basic is the month's own basic line, the allowance every other earning line, the
-- deductions every deduction line. Rows and payslips without lines (no salary structure) pass.
CREATE FUNCTION "pay_lines_fit"(lines jsonb, basic numeric, allowance numeric, deductions numeric) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT lines IS NULL OR (
    SELECT coalesce(sum((l->>'cents')::bigint) FILTER (WHERE l->>'side' = 'earning' AND l->>'key' = 'basic' AND l->>'month' IS NULL), 0) = basic * 100
      AND coalesce(sum((l->>'cents')::bigint) FILTER (WHERE l->>'side' = 'earning' AND NOT (l->>'key' = 'basic' AND l->>'month' IS NULL)), 0) = allowance * 100
      AND coalesce(sum((l->>'cents')::bigint) FILTER (WHERE l->>'side' = 'deduction'), 0) = deductions * 100
    FROM jsonb_array_elements(lines) AS l
  )
$$;--> statement-breakpoint
CREATE TYPE "public"."salary_component" AS ENUM('basic', 'house_rent', 'medical', 'conveyance', 'other_earning', 'provident_fund', 'tax', 'loan', 'other_deduction');--> statement-breakpoint
CREATE TYPE "public"."salary_component_kind" AS ENUM('earning', 'deduction');--> statement-breakpoint
CREATE TYPE "public"."salary_component_method" AS ENUM('fixed', 'percent');--> statement-breakpoint
CREATE TABLE "salary_structure_components" (
	"structure_id" uuid NOT NULL,
	"component" "salary_component" NOT NULL,
	"kind" "salary_component_kind" NOT NULL,
	"method" "salary_component_method" NOT NULL,
	"amount" numeric(12, 2),
	"percent" numeric(5, 2),
	"percent_of" "salary_component",
	CONSTRAINT "salary_structure_components_structure_id_component_pk" PRIMARY KEY("structure_id","component"),
	CONSTRAINT "salary_structure_components_method" CHECK (("salary_structure_components"."method" <> 'fixed' or ("salary_structure_components"."amount" >= 0 and "salary_structure_components"."percent" is null and "salary_structure_components"."percent_of" is null))
        and ("salary_structure_components"."method" <> 'percent' or ("salary_structure_components"."amount" is null and "salary_structure_components"."percent" between 0 and 100 and "salary_structure_components"."percent_of" is not null and "salary_structure_components"."percent_of" <> "salary_structure_components"."component")))
);
--> statement-breakpoint
CREATE TABLE "salary_structures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salary_structures_employee_month_key" UNIQUE("employee_id","effective_from"),
	CONSTRAINT "salary_structures_first_day" CHECK (extract(day from "salary_structures"."effective_from") = 1)
);
--> statement-breakpoint
ALTER TABLE "salaries" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "payroll_run_rows" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "salary_structure_components" ADD CONSTRAINT "salary_structure_components_structure_id_salary_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."salary_structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_structures" ADD CONSTRAINT "salary_structures_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_structures" ADD CONSTRAINT "salary_structures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salaries" ADD CONSTRAINT "salaries_lines_add_up" CHECK (pay_lines_fit("salaries"."lines", "salaries"."basic_salary", "salaries"."allowance", "salaries"."deductions"));--> statement-breakpoint
ALTER TABLE "payroll_run_rows" ADD CONSTRAINT "payroll_run_rows_lines_add_up" CHECK (pay_lines_fit("payroll_run_rows"."lines", "payroll_run_rows"."basic_salary", "payroll_run_rows"."allowance", "payroll_run_rows"."deductions"));--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "salary_structures" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Salary');--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "salary_structure_components" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Salary');
