CREATE TABLE "merchant_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"reserved_by" text NOT NULL,
	"reserved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"time_stamp" timestamp with time zone NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_no" text NOT NULL,
	"currency" text NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "core"."merchant_hourly_totals" (
	"org_id" uuid NOT NULL,
	"merchant_code" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"total" numeric(20, 2) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "merchant_hourly_totals_org_id_merchant_code_hour_currency_pk" PRIMARY KEY("org_id","merchant_code","hour","currency")
);
--> statement-breakpoint
CREATE TABLE "core"."merchant_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "core"."merchant_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" uuid NOT NULL,
	"merchant_code" text NOT NULL,
	"reference" text NOT NULL,
	"trn_date" timestamp with time zone NOT NULL,
	"buyer_account" text NOT NULL,
	"buyer_name" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"remarks" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_codes" ADD CONSTRAINT "merchant_codes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchants_account_idx" ON "merchants" USING btree ("organization_id","account_no");--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_code_uq" ON "merchants" USING btree ("code") WHERE not "merchants"."is_deleted" and "merchants"."code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_user_uq" ON "merchants" USING btree ("user_id") WHERE not "merchants"."is_deleted" and "merchants"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "core_merchant_transactions_merchant_idx" ON "core"."merchant_transactions" USING btree ("org_id","merchant_code","trn_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "core_merchant_transactions_reference_idx" ON "core"."merchant_transactions" USING btree ("org_id","reference");--> statement-breakpoint
-- Hand-written: the hourly totals follow every insert of merchant transactions, once per statement
-- (a bulk load of a million rows updates each hour once, not once per row).
CREATE FUNCTION core.merchant_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO core.merchant_hourly_totals AS t (org_id, merchant_code, hour, currency, total, count)
  SELECT org_id, merchant_code, date_trunc('hour', trn_date, 'UTC'), currency, sum(amount), count(*)
  FROM added
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (org_id, merchant_code, hour, currency)
  DO UPDATE SET total = t.total + excluded.total, count = t.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER merchant_transactions_totals AFTER INSERT ON core.merchant_transactions
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION core.merchant_totals_add();
