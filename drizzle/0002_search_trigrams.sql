-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_code_trgm_idx" ON "employees" USING gin ("employee_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_phone_trgm_idx" ON "employees" USING gin ("phone" gin_trgm_ops);