CREATE TABLE "bank_accounts" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"routing_code" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_number_shape" CHECK ("bank_accounts"."account_number" ~ '^[A-Z0-9]{4,34}$')
);
--> statement-breakpoint
CREATE TABLE "payout_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"bank_layout" jsonb NOT NULL,
	"protect_pdfs" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_settings_single_row" CHECK ("payout_settings"."id")
);
--> statement-breakpoint
ALTER TABLE "payroll_run_rows" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_settings" ADD CONSTRAINT "payout_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bank_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Payroll');--> statement-breakpoint
CREATE TRIGGER "ems_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payout_settings" FOR EACH STATEMENT EXECUTE FUNCTION "ems_announce_change"('Payroll');
