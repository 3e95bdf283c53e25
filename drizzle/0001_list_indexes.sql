DROP INDEX "users_name_lower_idx";--> statement-breakpoint
DROP INDEX "attendance_date_idx";--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "attendance_date_employee_idx" ON "attendance" USING btree ("date" DESC NULLS LAST,"employee_id");