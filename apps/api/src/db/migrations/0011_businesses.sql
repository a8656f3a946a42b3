CREATE TYPE "public"."business_status" AS ENUM('Approved', 'Completed', 'Declined', 'Flagged', 'Pending', 'Rejected');--> statement-breakpoint
CREATE TABLE "business_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"time_stamp" timestamp with time zone NOT NULL,
	"business_id" uuid NOT NULL,
	"owner_id" uuid,
	"document_type" text NOT NULL,
	"document_no" text,
	"issue_date" date,
	"expire_date" date,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"blob_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"business_id" uuid NOT NULL,
	"status" "business_status" NOT NULL,
	"comments" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_missing_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"rejection_reason" text NOT NULL,
	"document_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "business_owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"time_stamp" timestamp with time zone NOT NULL,
	"business_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"nationality" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"country_of_birth" text,
	"mobile_number" text NOT NULL,
	"email" text,
	"ownership_type" text NOT NULL,
	"ownership_percentage" numeric(5, 2) NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"id_expiry_date" date NOT NULL,
	"visa_expiry_date" date,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"time_stamp" timestamp with time zone NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"registration_number" text NOT NULL,
	"registration_date" date NOT NULL,
	"type" text NOT NULL,
	"email" text NOT NULL,
	"address" text,
	"city" text,
	"country" text,
	"contact_person_name" text,
	"contact_person_email" text,
	"contact_person_phone" text,
	"countries_traded_with" text[] NOT NULL,
	"capital_invested" numeric(16, 2),
	"no_of_employees" integer,
	"monthly_turnover" numeric(16, 2),
	"annual_turnover" numeric(16, 2),
	"language" text,
	"signatory_type" text NOT NULL,
	"signatory_notes" text,
	"account_type" text NOT NULL,
	"currency" text NOT NULL,
	"branch_code" text NOT NULL,
	"status" "business_status" NOT NULL,
	"account_number" text,
	"decline_reason" text,
	"opening_error" text,
	"documents_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_documents" ADD CONSTRAINT "business_documents_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_documents" ADD CONSTRAINT "business_documents_owner_id_business_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."business_owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_history" ADD CONSTRAINT "business_history_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_missing_documents" ADD CONSTRAINT "business_missing_documents_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_owners" ADD CONSTRAINT "business_owners_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_documents_business_idx" ON "business_documents" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "business_documents_owner_idx" ON "business_documents" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "business_documents_blob_idx" ON "business_documents" USING btree ("blob_key");--> statement-breakpoint
CREATE INDEX "business_history_business_idx" ON "business_history" USING btree ("business_id","seq");--> statement-breakpoint
CREATE INDEX "business_missing_documents_business_idx" ON "business_missing_documents" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "business_owners_business_idx" ON "business_owners" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "business_owners_id_number_idx" ON "business_owners" USING btree ("id_number");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_registration_uq" ON "businesses" USING btree ("organization_id","registration_number") WHERE not "businesses"."is_deleted";--> statement-breakpoint
CREATE INDEX "businesses_list_idx" ON "businesses" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE not "businesses"."is_deleted";--> statement-breakpoint
CREATE INDEX "businesses_status_idx" ON "businesses" USING btree ("status","created_at" DESC NULLS FIRST,"id") WHERE not "businesses"."is_deleted";--> statement-breakpoint
CREATE INDEX "businesses_org_idx" ON "businesses" USING btree ("organization_id","created_at" DESC NULLS FIRST,"id") WHERE not "businesses"."is_deleted";--> statement-breakpoint
CREATE INDEX "businesses_name_trgm_idx" ON "businesses" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "businesses_name_idx" ON "businesses" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "businesses_registration_idx" ON "businesses" USING btree (lower("registration_number") text_pattern_ops);--> statement-breakpoint
-- Hand-written: totals of the businesses list kept by triggers, as for customers and applications.
CREATE OR REPLACE FUNCTION business_count_keys(b businesses) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN b.is_deleted THEN ARRAY[]::text[]
    ELSE ARRAY['businesses:all', 'businesses:status:' || b.status]
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION businesses_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE list_counts SET n = n - 1 WHERE key = ANY (business_count_keys(OLD));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO list_counts (key, n) SELECT k, 1 FROM unnest(business_count_keys(NEW)) AS k
    ON CONFLICT (key) DO UPDATE SET n = list_counts.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER businesses_counts_insert_delete AFTER INSERT OR DELETE ON businesses
  FOR EACH ROW EXECUTE FUNCTION businesses_keep_counts();
--> statement-breakpoint
CREATE TRIGGER businesses_counts_update AFTER UPDATE ON businesses
  FOR EACH ROW WHEN (business_count_keys(OLD) IS DISTINCT FROM business_count_keys(NEW))
  EXECUTE FUNCTION businesses_keep_counts();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_business_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM list_counts WHERE key LIKE 'businesses%';
  INSERT INTO list_counts (key, n)
    SELECT k, count(*) FROM businesses b, unnest(business_count_keys(b)) AS k GROUP BY k;
$$;
