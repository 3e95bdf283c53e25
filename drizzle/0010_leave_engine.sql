CREATE TYPE "public"."leave_accrual" AS ENUM('yearly', 'monthly');--> statement-breakpoint
CREATE TYPE "public"."leave_ledger_kind" AS ENUM('grant', 'accrual', 'carry_forward', 'lapse', 'booking', 'reversal', 'adjustment');--> statement-breakpoint
ALTER TYPE "public"."audit_subject" ADD VALUE 'leave_balance';--> statement-breakpoint
ALTER TYPE "public"."audit_subject" ADD VALUE 'leave_type';--> statement-breakpoint
ALTER TYPE "public"."audit_subject" ADD VALUE 'calendar';--> statement-breakpoint
CREATE TABLE "leave_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"paid" boolean DEFAULT true NOT NULL,
	"entitlement" numeric(5, 2) DEFAULT '0' NOT NULL,
	"accrual" "leave_accrual" DEFAULT 'yearly' NOT NULL,
	"carry_forward_cap" numeric(5, 2) DEFAULT '0' NOT NULL,
	"carry_expiry_months" smallint,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"allow_half_days" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_types_entitlement_range" CHECK ("leave_types"."entitlement" >= 0 and "leave_types"."entitlement" <= 366),
	CONSTRAINT "leave_types_cap_range" CHECK ("leave_types"."carry_forward_cap" >= 0 and "leave_types"."carry_forward_cap" <= 366),
	CONSTRAINT "leave_types_expiry_range" CHECK ("leave_types"."carry_expiry_months" is null or "leave_types"."carry_expiry_months" between 1 and 12)
);
--> statement-breakpoint
-- The spec's three leave types, as data: existing leaves name them. Entitlements are a starting
-- point an admin changes on the Leave Types screen.
INSERT INTO "leave_types" ("name", "paid", "entitlement", "accrual", "carry_forward_cap", "carry_expiry_months", "allow_negative", "allow_half_days", "position") VALUES
	('Sick Leave', true, 14, 'yearly', 0, NULL, false, true, 1),
	('Annual Leave', true, 18, 'yearly', 10, 3, false, true, 2),
	('Casual Leave', true, 10, 'yearly', 0, NULL, false, true, 3);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holidays_name_not_blank" CHECK (length(trim("holidays"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "leave_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leave_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"kind" "leave_ledger_kind" NOT NULL,
	"days" numeric(6, 2) NOT NULL,
	"pending" boolean DEFAULT false NOT NULL,
	"leave_id" uuid,
	"job_key" text,
	"effective_date" date NOT NULL,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_ledger_year_range" CHECK ("leave_ledger"."year" between 1950 and 2200)
);
--> statement-breakpoint
CREATE TABLE "work_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"weekend_days" smallint[] NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_settings_single_row" CHECK ("work_settings"."id"),
	CONSTRAINT "work_settings_weekend_days" CHECK ("work_settings"."weekend_days" <@ array[0,1,2,3,4,5,6]::smallint[]),
	CONSTRAINT "work_settings_a_working_day" CHECK (cardinality("work_settings"."weekend_days") < 7)
);
--> statement-breakpoint
ALTER TABLE "leaves" ALTER COLUMN "leave_type" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "start_half" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "end_half" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "working_days" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_leave_id_leaves_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leaves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_settings" ADD CONSTRAINT "work_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_name_key" ON "leave_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_name_lower_key" ON "leave_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_day_key" ON "holidays" USING btree ("day");--> statement-breakpoint
CREATE INDEX "leave_ledger_balance_idx" ON "leave_ledger" USING btree ("employee_id","year","leave_type_id","kind","pending","days");--> statement-breakpoint
CREATE INDEX "leave_ledger_year_idx" ON "leave_ledger" USING btree ("year","leave_type_id");--> statement-breakpoint
CREATE INDEX "leave_ledger_leave_idx" ON "leave_ledger" USING btree ("leave_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_job_key" ON "leave_ledger" USING btree ("employee_id","leave_type_id","year","job_key");--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_leave_type_leave_types_name_fk" FOREIGN KEY ("leave_type") REFERENCES "public"."leave_types"("name") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
DROP TYPE "public"."leave_type";