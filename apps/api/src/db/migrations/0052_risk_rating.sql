CREATE TABLE "risk_jurisdictions" (
	"rule_set_id" uuid NOT NULL,
	"country" text NOT NULL,
	"list" text NOT NULL,
	CONSTRAINT "risk_jurisdictions_rule_set_id_country_list_pk" PRIMARY KEY("rule_set_id","country","list")
);
--> statement-breakpoint
CREATE TABLE "risk_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"rating" text NOT NULL,
	"reason" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_ratings" (
	"record_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"rating" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"rule_set_version" integer NOT NULL,
	"rated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "risk_ratings_record_type_record_id_pk" PRIMARY KEY("record_type","record_id")
);
--> statement-breakpoint
CREATE TABLE "risk_rule_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer,
	"status" text NOT NULL,
	"jurisdictions_source" text NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"committed_by" text,
	"committed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "risk_rules" (
	"rule_set_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"condition" jsonb NOT NULL,
	"rating" text NOT NULL,
	CONSTRAINT "risk_rules_rule_set_id_position_pk" PRIMARY KEY("rule_set_id","position")
);
--> statement-breakpoint
ALTER TABLE "risk_jurisdictions" ADD CONSTRAINT "risk_jurisdictions_rule_set_id_risk_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."risk_rule_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_rules" ADD CONSTRAINT "risk_rules_rule_set_id_risk_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."risk_rule_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_overrides_record_idx" ON "risk_overrides" USING btree ("record_type","record_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_overrides_organization_idx" ON "risk_overrides" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "risk_ratings_organization_idx" ON "risk_ratings" USING btree ("organization_id","rating");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_rule_sets_version_idx" ON "risk_rule_sets" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_rule_sets_in_force_idx" ON "risk_rule_sets" USING btree ("status") WHERE status = 'InForce';