CREATE TABLE "access_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"time_stamp" timestamp with time zone NOT NULL,
	"period" date NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"organization_id" uuid,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"access" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"escalated_at" timestamp with time zone,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"remarks" text
);
--> statement-breakpoint
CREATE TABLE "access_review_periods" (
	"period" date PRIMARY KEY NOT NULL,
	"months" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"items" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "security_policies" ADD COLUMN "access_review_months" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "access_reviews" ADD CONSTRAINT "access_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_reviews" ADD CONSTRAINT "access_reviews_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_reviews_period_target_uq" ON "access_reviews" USING btree ("period","user_id","kind","target_id");--> statement-breakpoint
CREATE INDEX "access_reviews_period_idx" ON "access_reviews" USING btree ("period","organization_id","user_name");--> statement-breakpoint
CREATE INDEX "access_reviews_overdue_idx" ON "access_reviews" USING btree ("due_at") WHERE "access_reviews"."status" = 'Pending' and "access_reviews"."escalated_at" is null;
