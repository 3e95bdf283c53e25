CREATE TABLE "payroll_bonus_payments" (
	"festival_key" text NOT NULL,
	"festival_date" date NOT NULL,
	"employee_id" uuid NOT NULL,
	"salary_id" uuid NOT NULL,
	"run_id" uuid,
	CONSTRAINT "payroll_bonus_payments_pk" PRIMARY KEY("festival_key","festival_date","employee_id")
);
--> statement-breakpoint
CREATE TABLE "payroll_bonus_rows" (
	"run_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"months_served" smallint NOT NULL,
	CONSTRAINT "payroll_bonus_rows_run_id_employee_id_pk" PRIMARY KEY("run_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "payroll_bonus_runs" (
	"run_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"festival_date" date NOT NULL,
	"percent" smallint NOT NULL,
	"min_months" smallint NOT NULL,
	"short_service" text NOT NULL,
	CONSTRAINT "payroll_bonus_runs_percent" CHECK ("payroll_bonus_runs"."percent" between 1 and 300),
	CONSTRAINT "payroll_bonus_runs_min_months" CHECK ("payroll_bonus_runs"."min_months" between 0 and 60),
	CONSTRAINT "payroll_bonus_runs_short_service" CHECK ("payroll_bonus_runs"."short_service" in ('prorate', 'none'))
);
--> statement-breakpoint
ALTER TABLE "salaries" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "payroll_bonus_payments" ADD CONSTRAINT "payroll_bonus_payments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_bonus_payments" ADD CONSTRAINT "payroll_bonus_payments_salary_id_salaries_id_fk" FOREIGN KEY ("salary_id") REFERENCES "public"."salaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_bonus_payments" ADD CONSTRAINT "payroll_bonus_payments_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_bonus_rows" ADD CONSTRAINT "payroll_bonus_rows_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_bonus_rows" ADD CONSTRAINT "payroll_bonus_rows_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_bonus_runs" ADD CONSTRAINT "payroll_bonus_runs_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_bonus_payments_employee_idx" ON "payroll_bonus_payments" USING btree ("employee_id");