CREATE TABLE "statutory_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"fiscal_start_month" smallint NOT NULL,
	"tax_enabled" boolean NOT NULL,
	"pf_enabled" boolean NOT NULL,
	"pf_employee_percent" numeric(5, 2) NOT NULL,
	"pf_employer_percent" numeric(5, 2) NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statutory_settings_single_row" CHECK ("statutory_settings"."id"),
	CONSTRAINT "statutory_settings_first_month" CHECK ("statutory_settings"."fiscal_start_month" between 1 and 12),
	CONSTRAINT "statutory_settings_pf_range" CHECK ("statutory_settings"."pf_employee_percent" between 0 and 100 and "statutory_settings"."pf_employer_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "tax_years" (
	"fiscal_year" integer PRIMARY KEY NOT NULL,
	"bands" jsonb NOT NULL,
	"rebate_percent" numeric(5, 2) NOT NULL,
	"rebate_cap" numeric(14, 2),
	"minimum_tax" numeric(14, 2) NOT NULL,
	CONSTRAINT "tax_years_rebate_range" CHECK ("tax_years"."rebate_percent" between 0 and 100),
	CONSTRAINT "tax_years_amounts" CHECK ("tax_years"."minimum_tax" >= 0 and ("tax_years"."rebate_cap" is null or "tax_years"."rebate_cap" >= 0))
);
--> statement-breakpoint
ALTER TABLE "statutory_settings" ADD CONSTRAINT "statutory_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;