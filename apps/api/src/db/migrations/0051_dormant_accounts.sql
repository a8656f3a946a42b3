ALTER TABLE "security_policies" ADD COLUMN "dormant_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dormancy_notice_at" timestamp with time zone;--> statement-breakpoint
-- Accounts that signed in or were activated before these columns count from then, as the audit
-- trail records it, not from their creation: nobody is deactivated for the columns being new.
UPDATE "users" AS u SET "last_sign_in_at" = e.at
FROM (
  SELECT "target_id", max("created_at") AS at FROM "activity_events"
  WHERE "event" = 'SignIn' AND "target_type" = 'User' GROUP BY "target_id"
) AS e
WHERE e."target_id" = u."id"::text;--> statement-breakpoint
UPDATE "users" AS u SET "activated_at" = e.at
FROM (
  SELECT "target_id", max("created_at") AS at FROM "activity_events"
  WHERE "event" = 'Activated' AND "target_type" = 'User' GROUP BY "target_id"
) AS e
WHERE e."target_id" = u."id"::text;
