CREATE TYPE "public"."approval_step_kind" AS ENUM('manager', 'hr');--> statement-breakpoint
CREATE TYPE "public"."approval_step_status" AS ENUM('queued', 'waiting', 'approved', 'rejected', 'skipped');--> statement-breakpoint
CREATE TYPE "public"."leave_approval_flow" AS ENUM('hr', 'manager', 'manager_hr');--> statement-breakpoint
CREATE TABLE "approval_deputies" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"deputy_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_approval_steps" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leave_approval_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"leave_id" uuid NOT NULL,
	"round" smallint DEFAULT 1 NOT NULL,
	"position" smallint NOT NULL,
	"kind" "approval_step_kind" NOT NULL,
	"status" "approval_step_status" NOT NULL,
	"approver_id" uuid,
	"delegated_from" uuid,
	"routed_note" text,
	"waiting_since" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"comment" text
);
--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "approval" "leave_approval_flow" DEFAULT 'hr' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_settings" ADD COLUMN "escalate_after_days" smallint DEFAULT 3;--> statement-breakpoint
ALTER TABLE "approval_deputies" ADD CONSTRAINT "approval_deputies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_deputies" ADD CONSTRAINT "approval_deputies_deputy_id_users_id_fk" FOREIGN KEY ("deputy_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_approval_steps" ADD CONSTRAINT "leave_approval_steps_leave_id_leaves_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leaves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_approval_steps" ADD CONSTRAINT "leave_approval_steps_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_approval_steps" ADD CONSTRAINT "leave_approval_steps_delegated_from_users_id_fk" FOREIGN KEY ("delegated_from") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_approval_steps" ADD CONSTRAINT "leave_approval_steps_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_approval_steps_position_key" ON "leave_approval_steps" USING btree ("leave_id","round","position");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_approval_steps_one_waiting" ON "leave_approval_steps" USING btree ("leave_id") WHERE "leave_approval_steps"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "leave_approval_steps_approver_idx" ON "leave_approval_steps" USING btree ("approver_id") WHERE "leave_approval_steps"."status" = 'waiting';