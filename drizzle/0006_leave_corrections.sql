ALTER TYPE "public"."leave_status" ADD VALUE 'Withdrawn';--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "decision_note" text;