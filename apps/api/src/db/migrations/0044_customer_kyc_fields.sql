ALTER TABLE "customers" ADD COLUMN "occupation" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "source_of_funds" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "expected_monthly_turnover" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "account_purpose" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pep_self_declared" boolean;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pep_relationship" text;