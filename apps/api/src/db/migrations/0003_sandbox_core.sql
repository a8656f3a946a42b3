CREATE SCHEMA "core";
--> statement-breakpoint
CREATE TABLE "core"."accounts" (
	"org_id" uuid NOT NULL,
	"account_no" text NOT NULL,
	"customer_id" text NOT NULL,
	"account_type" text NOT NULL,
	"currency" text NOT NULL,
	"branch_code" text NOT NULL,
	"status" text NOT NULL,
	"mobile_banking" boolean DEFAULT false NOT NULL,
	"daily_limit" numeric(16, 2),
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"opening_reference" text,
	CONSTRAINT "accounts_org_id_account_no_pk" PRIMARY KEY("org_id","account_no")
);
--> statement-breakpoint
CREATE TABLE "core"."cards" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"account_no" text NOT NULL,
	"masked" text NOT NULL,
	"holder" text NOT NULL,
	"product" text NOT NULL,
	"ccy" text NOT NULL,
	"creation_date" date NOT NULL,
	"pin_tries" integer DEFAULT 0 NOT NULL,
	"pin_reset_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "core"."customers" (
	"org_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"telephone" text,
	"date_of_birth" date,
	"has_photo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customers_org_id_customer_id_pk" PRIMARY KEY("org_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "core"."mbanking_pending_otps" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core"."mbanking_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_on" timestamp with time zone NOT NULL,
	"from_account" text NOT NULL,
	"to_account" text NOT NULL,
	"transfer_type" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core"."mbanking_users" (
	"user_id" text PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"phone" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"whatsapp" text,
	"is_whatsapp_verified" boolean DEFAULT false NOT NULL,
	"blocked_reason" text,
	"blocked_by" text,
	"blocked_on" timestamp with time zone,
	"pin_reset_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "core"."sequences" (
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "sequences_org_id_name_pk" PRIMARY KEY("org_id","name")
);
--> statement-breakpoint
CREATE TABLE "core"."settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"outage" boolean DEFAULT false NOT NULL,
	"latency_ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core"."sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "core"."sms_outbox_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" uuid,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "core"."accounts" ADD CONSTRAINT "accounts_org_id_customer_id_customers_org_id_customer_id_fk" FOREIGN KEY ("org_id","customer_id") REFERENCES "core"."customers"("org_id","customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."cards" ADD CONSTRAINT "cards_org_id_account_no_accounts_org_id_account_no_fk" FOREIGN KEY ("org_id","account_no") REFERENCES "core"."accounts"("org_id","account_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."mbanking_pending_otps" ADD CONSTRAINT "mbanking_pending_otps_user_id_mbanking_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "core"."mbanking_users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."mbanking_transactions" ADD CONSTRAINT "mbanking_transactions_user_id_mbanking_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "core"."mbanking_users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core"."mbanking_users" ADD CONSTRAINT "mbanking_users_org_id_customer_id_customers_org_id_customer_id_fk" FOREIGN KEY ("org_id","customer_id") REFERENCES "core"."customers"("org_id","customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "core_accounts_customer_idx" ON "core"."accounts" USING btree ("org_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "core_accounts_reference_idx" ON "core"."accounts" USING btree ("org_id","opening_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "core_cards_account_masked_idx" ON "core"."cards" USING btree ("org_id","account_no","masked");--> statement-breakpoint
CREATE INDEX "core_customers_phone_idx" ON "core"."customers" USING btree ("org_id",right(regexp_replace("mobile", '[^0-9]', '', 'g'), 7));--> statement-breakpoint
CREATE INDEX "core_mbanking_pending_otps_user_idx" ON "core"."mbanking_pending_otps" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "core_mbanking_transactions_user_idx" ON "core"."mbanking_transactions" USING btree ("user_id","created_on" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "core_mbanking_users_customer_idx" ON "core"."mbanking_users" USING btree ("org_id","customer_id");--> statement-breakpoint
CREATE INDEX "core_mbanking_users_phone_idx" ON "core"."mbanking_users" USING btree ("org_id",right(regexp_replace("phone", '[^0-9]', '', 'g'), 7));--> statement-breakpoint
CREATE UNIQUE INDEX "core_sms_outbox_seq_idx" ON "core"."sms_outbox" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "core_sms_outbox_phone_idx" ON "core"."sms_outbox" USING btree (right(regexp_replace("phone", '[^0-9]', '', 'g'), 7),"seq");