CREATE TYPE "public"."salary_type" AS ENUM('regular', 'bonus', 'adjustment');--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "salaries" ADD COLUMN "type" "salary_type" DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" is null and "outbox"."failed_at" is null;--> statement-breakpoint
-- Payslips recorded twice for one month before this rule existed stay, as adjustments.
UPDATE "salaries" SET "type" = 'adjustment' WHERE "id" IN (
	SELECT "id" FROM (
		SELECT "id", row_number() OVER (
			PARTITION BY "employee_id", extract(year from "pay_date"), extract(month from "pay_date")
			ORDER BY "created_at", "id"
		) AS "n" FROM "salaries"
	) AS "ranked" WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "salaries_regular_month_key" ON "salaries" USING btree ("employee_id",(extract(year from "pay_date") * 12 + extract(month from "pay_date"))) WHERE "salaries"."type" = 'regular';--> statement-breakpoint
-- Open event streams end when their session does, however it ends (sign-out, password change,
-- clean-up of expired sessions, the user deleted), and when their user's role or activation changes.
CREATE FUNCTION "ems_signal_session_end"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('ems_session_events', 's:' || OLD."id");
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_signal_end" AFTER DELETE ON "sessions"
	FOR EACH ROW EXECUTE FUNCTION "ems_signal_session_end"();--> statement-breakpoint
CREATE FUNCTION "ems_signal_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."role" IS DISTINCT FROM OLD."role" OR NEW."is_active" IS DISTINCT FROM OLD."is_active" THEN
		PERFORM pg_notify('ems_session_events', 'u:' || NEW."id");
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_signal_change" AFTER UPDATE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "ems_signal_user_change"();
