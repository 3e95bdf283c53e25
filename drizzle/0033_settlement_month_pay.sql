DROP INDEX "salaries_regular_month_key";--> statement-breakpoint
ALTER TABLE "salaries" ADD COLUMN "pays_month" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "salaries_month_pay_key" ON "salaries" USING btree ("employee_id",(extract(year from "pay_date") * 12 + extract(month from "pay_date"))) WHERE "salaries"."type" = 'regular' or "salaries"."pays_month";--> statement-breakpoint
ALTER TABLE "salaries" ADD CONSTRAINT "salaries_pays_month_settlement" CHECK (not "salaries"."pays_month" or "salaries"."type"::text = 'settlement');