ALTER TABLE "employees" ADD COLUMN "hire_date" date DEFAULT CURRENT_DATE NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "last_working_day" date;--> statement-breakpoint
-- Records made before hire dates existed joined the day they were entered.
UPDATE "employees" SET "hire_date" = ("created_at" AT TIME ZONE 'UTC')::date;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_left_after_joining" CHECK ("employees"."last_working_day" is null or "employees"."last_working_day" >= "employees"."hire_date");