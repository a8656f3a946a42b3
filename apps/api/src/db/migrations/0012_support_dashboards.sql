CREATE TABLE "activity_daily_counts" (
	"day" date NOT NULL,
	"created_by" text NOT NULL,
	"type" text NOT NULL,
	"event" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "activity_daily_counts_day_created_by_type_event_pk" PRIMARY KEY("day","created_by","type","event")
);
--> statement-breakpoint
CREATE TABLE "core"."mbanking_otp_resends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"pending_otp_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"sent_to" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "core"."mbanking_otp_resends" ADD CONSTRAINT "mbanking_otp_resends_user_id_mbanking_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "core"."mbanking_users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_daily_counts_user_idx" ON "activity_daily_counts" USING btree ("created_by","day");--> statement-breakpoint
CREATE INDEX "core_mbanking_otp_resends_user_idx" ON "core"."mbanking_otp_resends" USING btree ("user_id","created_at");--> statement-breakpoint
-- Hand-written: activity_daily_counts follows activity_events in the transaction that writes them.
-- A statement-level trigger sums each INSERT's rows once, so a bulk insert costs one upsert per
-- (day, user, type, event) rather than one per event. Activity events are append-only.
CREATE OR REPLACE FUNCTION activity_keep_daily_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_daily_counts (day, created_by, type, event, count)
    SELECT (created_at AT TIME ZONE 'UTC')::date, created_by, type, event, count(*)
    FROM inserted_events GROUP BY 1, 2, 3, 4
  ON CONFLICT (day, created_by, type, event)
    DO UPDATE SET count = activity_daily_counts.count + EXCLUDED.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activity_events_daily_counts AFTER INSERT ON activity_events
  REFERENCING NEW TABLE AS inserted_events
  FOR EACH STATEMENT EXECUTE FUNCTION activity_keep_daily_counts();
--> statement-breakpoint
-- Recomputes every daily count from the events: the backfill, and after a bulk load that ran with
-- the trigger disabled.
CREATE OR REPLACE FUNCTION refresh_activity_daily_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM activity_daily_counts;
  INSERT INTO activity_daily_counts (day, created_by, type, event, count)
    SELECT (created_at AT TIME ZONE 'UTC')::date, created_by, type, event, count(*)
    FROM activity_events GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
SELECT refresh_activity_daily_counts();
