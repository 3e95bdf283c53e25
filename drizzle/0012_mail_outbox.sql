CREATE TYPE "public"."outbox_status" AS ENUM('queued', 'sending', 'sent', 'failed');--> statement-breakpoint
DROP INDEX "outbox_due_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status" "outbox_status" DEFAULT 'queued' NOT NULL;--> statement-breakpoint
UPDATE "outbox" SET "status" = CASE WHEN "sent_at" IS NOT NULL THEN 'sent'::"outbox_status" WHEN "failed_at" IS NOT NULL THEN 'failed'::"outbox_status" ELSE 'queued'::"outbox_status" END;--> statement-breakpoint
CREATE INDEX "outbox_status_created_idx" ON "outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" in ('queued', 'sending');