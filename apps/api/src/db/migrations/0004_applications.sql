CREATE TABLE "application_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text NOT NULL,
	"comments" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"time_stamp" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_type" text NOT NULL,
	"currency" text NOT NULL,
	"branch_code" text NOT NULL,
	"language" text,
	"status" text NOT NULL,
	"is_shadow" boolean DEFAULT false NOT NULL,
	"account_number" text,
	"decline_reason" text,
	"opening_error" text
);
--> statement-breakpoint
CREATE TABLE "application_missing_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"rejection_reason" text NOT NULL,
	"document_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "customers_created_idx";--> statement-breakpoint
DROP INDEX "customers_status_created_idx";--> statement-breakpoint
DROP INDEX "customers_ongoing_idx";--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_missing_documents" ADD CONSTRAINT "application_missing_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_history_app_idx" ON "application_history" USING btree ("application_id","seq");--> statement-breakpoint
CREATE INDEX "applications_list_idx" ON "applications" USING btree ("is_shadow","created_at" DESC NULLS FIRST,"id") WHERE not "applications"."is_deleted";--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("is_shadow","status","created_at" DESC NULLS FIRST,"id") WHERE not "applications"."is_deleted";--> statement-breakpoint
CREATE INDEX "applications_customer_idx" ON "applications" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_org_idx" ON "applications" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "missing_documents_app_idx" ON "application_missing_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE not "customers"."is_deleted";--> statement-breakpoint
CREATE INDEX "customers_status_created_idx" ON "customers" USING btree ("status","created_at" DESC NULLS FIRST,"id") WHERE not "customers"."is_deleted";--> statement-breakpoint
CREATE INDEX "customers_ongoing_idx" ON "customers" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "customers"."pending_applications_count" > 0 and not "customers"."is_deleted";--> statement-breakpoint
CREATE OR REPLACE FUNCTION application_count_keys(a applications) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN a.is_deleted THEN ARRAY[]::text[]
    ELSE ARRAY['applications:' || CASE WHEN a.is_shadow THEN 'shadow' ELSE 'main' END,
               'applications:' || CASE WHEN a.is_shadow THEN 'shadow' ELSE 'main' END || ':status:' || a.status]
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION applications_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE list_counts SET n = n - 1 WHERE key = ANY (application_count_keys(OLD));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO list_counts (key, n) SELECT k, 1 FROM unnest(application_count_keys(NEW)) AS k
    ON CONFLICT (key) DO UPDATE SET n = list_counts.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER applications_counts_insert_delete AFTER INSERT OR DELETE ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_keep_counts();
--> statement-breakpoint
CREATE TRIGGER applications_counts_update AFTER UPDATE ON applications
  FOR EACH ROW WHEN (application_count_keys(OLD) IS DISTINCT FROM application_count_keys(NEW))
  EXECUTE FUNCTION applications_keep_counts();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_application_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM list_counts WHERE key LIKE 'applications%';
  INSERT INTO list_counts (key, n)
    SELECT k, count(*) FROM applications a, unnest(application_count_keys(a)) AS k GROUP BY k;
$$;
