CREATE TYPE "public"."payroll_run_skip" AS ENUM('paid', 'excluded', 'self');--> statement-breakpoint
CREATE TYPE "public"."payroll_run_status" AS ENUM('draft', 'posted');--> statement-breakpoint
ALTER TYPE "public"."audit_subject" ADD VALUE 'payroll';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'salary_paid';--> statement-breakpoint
ALTER TYPE "public"."notification_target" ADD VALUE 'salary';--> statement-breakpoint
CREATE TABLE "payroll_run_departments" (
	"run_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	CONSTRAINT "payroll_run_departments_run_id_department_id_pk" PRIMARY KEY("run_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "payroll_run_rows" (
	"run_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"basic_salary" numeric(12, 2) NOT NULL,
	"allowance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"deductions" numeric(12, 2) DEFAULT '0' NOT NULL,
	"net_salary" numeric(12, 2) NOT NULL,
	"skip" "payroll_run_skip",
	"salary_id" uuid,
	CONSTRAINT "payroll_run_rows_run_id_employee_id_pk" PRIMARY KEY("run_id","employee_id"),
	CONSTRAINT "payroll_run_rows_money_non_negative" CHECK ("payroll_run_rows"."basic_salary" >= 0 and "payroll_run_rows"."allowance" >= 0 and "payroll_run_rows"."deductions" >= 0 and "payroll_run_rows"."net_salary" >= 0),
	CONSTRAINT "payroll_run_rows_net_is_computed" CHECK ("payroll_run_rows"."net_salary" = "payroll_run_rows"."basic_salary" + "payroll_run_rows"."allowance" - "payroll_run_rows"."deductions")
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" date NOT NULL,
	"pay_date" date NOT NULL,
	"status" "payroll_run_status" DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_by" uuid,
	"posted_at" timestamp with time zone,
	CONSTRAINT "payroll_runs_month_first_day" CHECK (extract(day from "payroll_runs"."month") = 1),
	CONSTRAINT "payroll_runs_pay_date_in_month" CHECK (date_trunc('month', "payroll_runs"."pay_date") = "payroll_runs"."month"),
	CONSTRAINT "payroll_runs_posted" CHECK (("payroll_runs"."status" = 'posted') = ("payroll_runs"."posted_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "payroll_run_departments" ADD CONSTRAINT "payroll_run_departments_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_departments" ADD CONSTRAINT "payroll_run_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_rows" ADD CONSTRAINT "payroll_run_rows_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_rows" ADD CONSTRAINT "payroll_run_rows_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_rows" ADD CONSTRAINT "payroll_run_rows_salary_id_salaries_id_fk" FOREIGN KEY ("salary_id") REFERENCES "public"."salaries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_run_rows_employee_idx" ON "payroll_run_rows" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "payroll_runs_created_idx" ON "payroll_runs" USING btree ("created_at");