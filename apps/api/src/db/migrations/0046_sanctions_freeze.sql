ALTER TYPE "public"."customer_status" ADD VALUE 'Blocked' BEFORE 'Declined';--> statement-breakpoint
CREATE TABLE "core"."account_freezes" (
	"org_id" uuid NOT NULL,
	"account_no" text NOT NULL,
	"reference" text NOT NULL,
	"reason" text NOT NULL,
	"status_before" text NOT NULL,
	"frozen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_freezes_org_id_account_no_pk" PRIMARY KEY("org_id","account_no")
);
--> statement-breakpoint
ALTER TABLE "core"."account_freezes" ADD CONSTRAINT "account_freezes_org_id_account_no_accounts_org_id_account_no_fk" FOREIGN KEY ("org_id","account_no") REFERENCES "core"."accounts"("org_id","account_no") ON DELETE no action ON UPDATE no action;