CREATE TYPE "public"."notification_target" AS ENUM('leave', 'task', 'announcement');--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "target_kind" "notification_target";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "target_id" uuid;--> statement-breakpoint
UPDATE "notifications" SET "target_kind" = (CASE "kind" WHEN 'announcement' THEN 'announcement' WHEN 'task_assigned' THEN 'task' ELSE 'leave' END)::"notification_target";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "target_kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "link";
