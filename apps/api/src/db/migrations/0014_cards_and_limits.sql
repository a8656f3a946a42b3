CREATE TYPE "public"."card_requisition_status" AS ENUM('Approved', 'Completed', 'Pending', 'Rejected');--> statement-breakpoint
CREATE TYPE "public"."card_requisition_type" AS ENUM('Card', 'Limit');--> statement-breakpoint
CREATE TABLE "core"."card_limits" (
	"card_id" text NOT NULL,
	"limit_type" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"reference" text NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_limits_card_id_limit_type_pk" PRIMARY KEY("card_id","limit_type")
);
--> statement-breakpoint
CREATE TABLE "core"."card_orders" (
	"reference" text PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"account_no" text NOT NULL,
	"card_id" text NOT NULL,
	"masked" text NOT NULL,
	"product_type" text NOT NULL,
	"card_type" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_requisition_remarks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"requisition_id" uuid NOT NULL,
	"status" "card_requisition_status" NOT NULL,
	"remarks" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_requisitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"time_stamp" timestamp with time zone NOT NULL,
	"request_type" "card_requisition_type" NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_number" text NOT NULL,
	"status" "card_requisition_status" NOT NULL,
	"product_type" text,
	"card_type" text,
	"card_id" text,
	"card_masked" text,
	"limit_type" text,
	"amount" numeric(16, 2),
	"currency" text
);
--> statement-breakpoint
ALTER TABLE "card_requisition_remarks" ADD CONSTRAINT "card_requisition_remarks_requisition_id_card_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."card_requisitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_requisitions" ADD CONSTRAINT "card_requisitions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "core_card_orders_account_idx" ON "core"."card_orders" USING btree ("org_id","account_no");--> statement-breakpoint
CREATE INDEX "card_requisition_remarks_idx" ON "card_requisition_remarks" USING btree ("requisition_id","seq");--> statement-breakpoint
CREATE INDEX "card_requisitions_list_idx" ON "card_requisitions" USING btree ("request_type","created_at" DESC NULLS LAST,"id") WHERE not "card_requisitions"."is_deleted";--> statement-breakpoint
CREATE INDEX "card_requisitions_status_idx" ON "card_requisitions" USING btree ("request_type","status","created_at" DESC NULLS LAST,"id") WHERE not "card_requisitions"."is_deleted";--> statement-breakpoint
CREATE INDEX "card_requisitions_account_idx" ON "card_requisitions" USING btree ("request_type","account_number","created_at" DESC NULLS LAST) WHERE not "card_requisitions"."is_deleted";--> statement-breakpoint
CREATE INDEX "card_requisitions_org_idx" ON "card_requisitions" USING btree ("organization_id","request_type","created_at" DESC NULLS LAST);
--> statement-breakpoint
-- Hand-written: the totals of the requisition lists, kept per kind and status by a trigger.
CREATE OR REPLACE FUNCTION card_requisition_count_keys(r card_requisitions) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN r.is_deleted THEN ARRAY[]::text[]
    ELSE ARRAY['card_requisitions:' || r.request_type, 'card_requisitions:' || r.request_type || ':status:' || r.status]
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION card_requisitions_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE list_counts SET n = n - 1 WHERE key = ANY (card_requisition_count_keys(OLD));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO list_counts (key, n) SELECT k, 1 FROM unnest(card_requisition_count_keys(NEW)) AS k
    ON CONFLICT (key) DO UPDATE SET n = list_counts.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER card_requisitions_counts_insert_delete AFTER INSERT OR DELETE ON card_requisitions
  FOR EACH ROW EXECUTE FUNCTION card_requisitions_keep_counts();
--> statement-breakpoint
CREATE TRIGGER card_requisitions_counts_update AFTER UPDATE ON card_requisitions
  FOR EACH ROW WHEN (card_requisition_count_keys(OLD) IS DISTINCT FROM card_requisition_count_keys(NEW))
  EXECUTE FUNCTION card_requisitions_keep_counts();
--> statement-breakpoint
-- Recomputes the counts from the rows: after a bulk load that ran with triggers disabled.
CREATE OR REPLACE FUNCTION refresh_card_requisition_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM list_counts WHERE key LIKE 'card_requisitions%';
  INSERT INTO list_counts (key, n)
    SELECT k, count(*) FROM card_requisitions r, unnest(card_requisition_count_keys(r)) AS k GROUP BY k;
$$;
