-- Issue 17: the search's trigram indexes without a pending list (fastupdate off). Rows inserted since the last
-- VACUUM sat in a GIN pending list that every search reads whole, so on a freshly filled database the planner
-- priced the indexes out and read every user. Rebuilding empties the lists; new rows go straight into the index.
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
DROP INDEX "employees_code_trgm_idx";--> statement-breakpoint
DROP INDEX "employees_phone_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "employees_code_trgm_idx" ON "employees" USING gin ("employee_code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "employees_phone_trgm_idx" ON "employees" USING gin ("phone" gin_trgm_ops) WITH (fastupdate=false);