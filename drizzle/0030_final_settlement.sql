CREATE TYPE "public"."settlement_status" AS ENUM('draft', 'finalised');--> statement-breakpoint
ALTER TYPE "public"."salary_type" ADD VALUE 'settlement';--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"status" "settlement_status" DEFAULT 'draft' NOT NULL,
	"recoveries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"statement" jsonb,
	"salary_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finalised_by" uuid,
	"finalised_at" timestamp with time zone,
	CONSTRAINT "settlements_finalised" CHECK (("settlements"."status" = 'finalised') = ("settlements"."finalised_at" is not null and "settlements"."statement" is not null and "settlements"."salary_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "encashable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "encash_cap" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_salary_id_salaries_id_fk" FOREIGN KEY ("salary_id") REFERENCES "public"."salaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_finalised_by_users_id_fk" FOREIGN KEY ("finalised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_employee_key" ON "settlements" USING btree ("employee_id");--> statement-breakpoint
ALTER TABLE "leave_types" ADD CONSTRAINT "leave_types_encash_cap_range" CHECK ("leave_types"."encash_cap" >= 0 and "leave_types"."encash_cap" <= 366);--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settlements" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Payroll');
