DROP INDEX "users_name_lower_idx";--> statement-breakpoint
DROP INDEX "attendance_date_idx";--> statement-breakpoint
DROP INDEX "leaves_status_created_idx";--> statement-breakpoint
DROP INDEX "leaves_created_idx";--> statement-breakpoint
DROP INDEX "salaries_pay_date_idx";--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "attendance_date_employee_idx" ON "attendance" USING btree ("date","employee_id");--> statement-breakpoint
CREATE INDEX "leaves_status_created_idx" ON "leaves" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "leaves_created_idx" ON "leaves" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "salaries_pay_date_idx" ON "salaries" USING btree ("pay_date","id");