CREATE TABLE "kyc_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"due_on" date NOT NULL,
	"rating" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"submitted_by" text,
	"submitted_at" timestamp with time zone,
	"changes" jsonb,
	"submit_remark" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_remark" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"time_stamp" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_review_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"high_months" integer NOT NULL,
	"medium_months" integer NOT NULL,
	"low_months" integer NOT NULL,
	"time_stamp" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_reviews" ADD CONSTRAINT "kyc_reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_reviews_open_idx" ON "kyc_reviews" USING btree ("customer_id","reason") WHERE status <> 'Approved';--> statement-breakpoint
CREATE INDEX "kyc_reviews_organization_idx" ON "kyc_reviews" USING btree ("organization_id","due_on","id") WHERE status <> 'Approved';--> statement-breakpoint
CREATE INDEX "kyc_reviews_customer_idx" ON "kyc_reviews" USING btree ("customer_id","decided_at" DESC NULLS LAST);--> statement-breakpoint
-- The identity documents of a customer by expiry: the upkeep finds those about to expire.
CREATE INDEX "documents_identity_expiry_idx" ON "documents" USING btree ("customer_id","expire_date") WHERE document_type IN ('Passport', 'National ID', 'Driving License') AND NOT is_deleted;
