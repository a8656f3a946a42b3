CREATE TYPE "public"."customer_status" AS ENUM('Approved', 'Declined', 'Flagged', 'Pending', 'Rejected');--> statement-breakpoint
CREATE TYPE "public"."application_status" AS ENUM('Approved', 'Completed', 'Declined', 'Draft', 'Flagged', 'Pending', 'Rejected');--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "status" SET DATA TYPE "public"."customer_status" USING "status"::"public"."customer_status";--> statement-breakpoint
ALTER TABLE "application_history" ALTER COLUMN "status" SET DATA TYPE "public"."application_status" USING "status"::"public"."application_status";--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "status" SET DATA TYPE "public"."application_status" USING "status"::"public"."application_status";--> statement-breakpoint
CREATE INDEX "customers_org_created_idx" ON "customers" USING btree ("organization_id","created_at" DESC NULLS FIRST,"id") WHERE not "customers"."is_deleted";--> statement-breakpoint
CREATE INDEX "documents_blob_idx" ON "documents" USING btree ("blob_key");