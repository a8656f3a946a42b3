CREATE TABLE "retention_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"customer_years" integer NOT NULL,
	"business_years" integer NOT NULL,
	"time_stamp" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"requested_by" text NOT NULL,
	"approved_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"customers" integer DEFAULT 0 NOT NULL,
	"businesses" integer DEFAULT 0 NOT NULL,
	"documents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_holds_target_uq" ON "legal_holds" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "retention_runs_started_idx" ON "retention_runs" USING btree ("started_at" DESC NULLS LAST);
