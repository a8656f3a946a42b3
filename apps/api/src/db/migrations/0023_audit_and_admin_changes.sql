CREATE TABLE "admin_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_name" text NOT NULL,
	"organization_id" uuid,
	"target_version" integer,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"payload" jsonb NOT NULL,
	"requested_by" text NOT NULL,
	"requested_actor" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"remarks" text
);
--> statement-breakpoint
CREATE TABLE "security_policies" (
	"id" integer PRIMARY KEY NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"password_min_length" integer NOT NULL,
	"lockout_attempts" integer NOT NULL,
	"lockout_minutes" integer NOT NULL,
	"idle_minutes" integer NOT NULL,
	"session_hours" integer NOT NULL,
	"time_stamp" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "allowed_networks" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
CREATE INDEX "admin_changes_status_idx" ON "admin_changes" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "admin_changes_target_idx" ON "admin_changes" USING btree ("target_id","requested_at");--> statement-breakpoint
CREATE INDEX "admin_changes_pending_expiry_idx" ON "admin_changes" USING btree ("expires_at") WHERE "admin_changes"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "activity_events_target_time_idx" ON "activity_events" USING btree ("target_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_events_failed_sign_in_idx" ON "activity_events" USING btree ("created_at") WHERE "activity_events"."type" = 'Auth' and "activity_events"."event" = 'SignInFailed';--> statement-breakpoint
-- Note: the audit cannot be rewritten, not even by the application's own database user: the
-- database refuses UPDATE and DELETE on activity events (TRUNCATE too).
CREATE FUNCTION refuse_audit_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'activity events cannot be changed or removed' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER activity_events_append_only BEFORE UPDATE OR DELETE ON "activity_events"
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_rewrite();--> statement-breakpoint
CREATE TRIGGER activity_events_no_truncate BEFORE TRUNCATE ON "activity_events"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_rewrite();
