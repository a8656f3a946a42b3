CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"time_stamp" timestamp with time zone DEFAULT now() NOT NULL,
	"organization_id" uuid NOT NULL,
	"core_customer_id" text,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"telephone" text,
	"address" text,
	"city" text,
	"country" text,
	"nationality" text,
	"date_of_birth" date,
	"gender" text,
	"title" text,
	"mother_name" text,
	"employment" text,
	"employer" text,
	"salary" numeric(16, 2),
	"salary_frequency" text,
	"total_income" numeric(16, 2),
	"total_net_worth" numeric(16, 2),
	"nominee_name" text,
	"nominee_address" text,
	"nominee_relationship" text,
	"language" text,
	"documents_count" integer DEFAULT 0 NOT NULL,
	"applications_count" integer DEFAULT 0 NOT NULL,
	"pending_applications_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"time_stamp" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"document_no" text,
	"issue_date" date,
	"expire_date" date,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"blob_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"operation" text NOT NULL,
	"customer_id" text,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at" DESC NULLS LAST,"id") WHERE not "customers"."is_deleted";--> statement-breakpoint
CREATE INDEX "customers_status_created_idx" ON "customers" USING btree ("status","created_at" DESC NULLS LAST,"id") WHERE not "customers"."is_deleted";--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customers_mobile_idx" ON "customers" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "customers_ongoing_idx" ON "customers" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "customers"."pending_applications_count" > 0 and not "customers"."is_deleted";--> statement-breakpoint
CREATE INDEX "customers_core_idx" ON "customers" USING btree ("organization_id","core_customer_id");--> statement-breakpoint
CREATE INDEX "documents_customer_idx" ON "documents" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_number_idx" ON "documents" USING btree ("document_type","document_no");--> statement-breakpoint
CREATE INDEX "otps_lookup_idx" ON "otps" USING btree ("phone","operation","created_at");