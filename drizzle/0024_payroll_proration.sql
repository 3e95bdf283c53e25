CREATE TYPE "public"."payroll_basis" AS ENUM('calendar', 'working', 'fixed30');--> statement-breakpoint
ALTER TABLE "work_settings" ADD COLUMN "payroll_basis" "payroll_basis" DEFAULT 'calendar' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_settings" ADD COLUMN "payroll_deduct_absence" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "work_settings" ADD COLUMN "payroll_change_percent" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_run_rows" ADD COLUMN "monthly_basic" numeric(12, 2);--> statement-breakpoint
-- Rows drafted before pro-rating paid the whole month: their basic was the monthly salary.
UPDATE "payroll_run_rows" SET "monthly_basic" = "basic_salary";--> statement-breakpoint
ALTER TABLE "payroll_run_rows" ALTER COLUMN "monthly_basic" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_run_rows" ADD COLUMN "paid_from" date;--> statement-breakpoint
ALTER TABLE "payroll_run_rows" ADD COLUMN "paid_to" date;--> statement-breakpoint
ALTER TABLE "payroll_run_rows" ADD COLUMN "paid_days" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "payroll_run_rows" ADD COLUMN "basis_days" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "payroll_run_rows" ADD COLUMN "unpaid_days" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "payroll_run_rows" ADD COLUMN "absent_days" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "payroll_run_rows" ADD COLUMN "previous_net" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "basis" "payroll_basis" DEFAULT 'calendar' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "deduct_absence" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "change_percent" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "work_settings" ADD CONSTRAINT "work_settings_payroll_change_range" CHECK ("work_settings"."payroll_change_percent" between 1 and 100);