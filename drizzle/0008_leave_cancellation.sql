ALTER TYPE "public"."leave_status" ADD VALUE 'Cancelled';--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "cancel_reason" text;