CREATE TABLE "directory_access_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"subject" text NOT NULL,
	"user_name" text NOT NULL,
	"groups" text[] NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"granted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "directory_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_sign_in_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "directory_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"time_stamp" timestamp with time zone NOT NULL,
	"tenant" text NOT NULL,
	"group_name" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"role_ids" uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_sign_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"state_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"user_id" uuid,
	"subject" text,
	"sid" text,
	"id_token" text,
	"second_factor" boolean,
	"ticket_hash" text,
	"ticket_expires_at" timestamp with time zone,
	"ticket_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "directory_sign_in_id" uuid;--> statement-breakpoint
ALTER TABLE "directory_identities" ADD CONSTRAINT "directory_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_mappings" ADD CONSTRAINT "directory_mappings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_mappings" ADD CONSTRAINT "directory_mappings_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_sign_ins" ADD CONSTRAINT "directory_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "directory_access_requests_subject_uq" ON "directory_access_requests" USING btree ("tenant","subject");--> statement-breakpoint
CREATE INDEX "directory_access_requests_waiting_idx" ON "directory_access_requests" USING btree ("last_seen_at") WHERE "directory_access_requests"."granted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "directory_identities_subject_uq" ON "directory_identities" USING btree ("tenant","subject");--> statement-breakpoint
CREATE INDEX "directory_identities_user_idx" ON "directory_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "directory_mappings_group_uq" ON "directory_mappings" USING btree ("tenant","group_name","organization_id") WHERE not "directory_mappings"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "directory_sign_ins_state_uq" ON "directory_sign_ins" USING btree ("state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "directory_sign_ins_ticket_uq" ON "directory_sign_ins" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "directory_sign_ins_expires_idx" ON "directory_sign_ins" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "directory_sign_ins_subject_idx" ON "directory_sign_ins" USING btree ("tenant","subject");