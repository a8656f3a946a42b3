CREATE TABLE "activity_user_days" (
	"day" date NOT NULL,
	"created_by" text NOT NULL,
	"applications" bigint NOT NULL,
	"linked_accounts" bigint NOT NULL,
	"de_linked_accounts" bigint NOT NULL,
	"set_limit_count" bigint NOT NULL,
	"reset_pin_count" bigint NOT NULL,
	"reset_physical_card_pin_count" bigint NOT NULL,
	"events" bigint NOT NULL,
	CONSTRAINT "activity_user_days_day_created_by_pk" PRIMARY KEY("day","created_by")
);
--> statement-breakpoint
CREATE INDEX "activity_user_days_user_idx" ON "activity_user_days" USING btree ("created_by","day");
--> statement-breakpoint
-- Hand-written: the trigger of activity_events now keeps both tables. The pairs below are those of
-- countedEvents (packages/contract/src/activity-events.ts); the dashboard tests write each one.
CREATE OR REPLACE FUNCTION activity_keep_daily_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_daily_counts (day, created_by, type, event, count)
    SELECT (created_at AT TIME ZONE 'UTC')::date, created_by, type, event, count(*)
    FROM inserted_events GROUP BY 1, 2, 3, 4
  ON CONFLICT (day, created_by, type, event)
    DO UPDATE SET count = activity_daily_counts.count + EXCLUDED.count;
  INSERT INTO activity_user_days AS d (day, created_by, applications, linked_accounts,
      de_linked_accounts, set_limit_count, reset_pin_count, reset_physical_card_pin_count, events)
    SELECT (created_at AT TIME ZONE 'UTC')::date, created_by,
      count(*) FILTER (WHERE type = 'Application' AND event = 'Created'),
      count(*) FILTER (WHERE type = 'Account' AND event = 'LinkAccount'),
      count(*) FILTER (WHERE type = 'Account' AND event = 'DeLinkAccount'),
      count(*) FILTER (WHERE type = 'Account' AND event = 'SetLimit'),
      count(*) FILTER (WHERE type = 'Account' AND event = 'ResetPin'),
      count(*) FILTER (WHERE type = 'Card' AND event = 'ResetCardPin'),
      count(*)
    FROM inserted_events GROUP BY 1, 2
  ON CONFLICT (day, created_by) DO UPDATE SET
    applications = d.applications + EXCLUDED.applications,
    linked_accounts = d.linked_accounts + EXCLUDED.linked_accounts,
    de_linked_accounts = d.de_linked_accounts + EXCLUDED.de_linked_accounts,
    set_limit_count = d.set_limit_count + EXCLUDED.set_limit_count,
    reset_pin_count = d.reset_pin_count + EXCLUDED.reset_pin_count,
    reset_physical_card_pin_count = d.reset_physical_card_pin_count + EXCLUDED.reset_physical_card_pin_count,
    events = d.events + EXCLUDED.events;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Both tables from the per-type daily counts, which refresh_activity_daily_counts() rebuilds first.
CREATE OR REPLACE FUNCTION refresh_activity_daily_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM activity_daily_counts;
  INSERT INTO activity_daily_counts (day, created_by, type, event, count)
    SELECT (created_at AT TIME ZONE 'UTC')::date, created_by, type, event, count(*)
    FROM activity_events GROUP BY 1, 2, 3, 4;
  DELETE FROM activity_user_days;
  INSERT INTO activity_user_days (day, created_by, applications, linked_accounts,
      de_linked_accounts, set_limit_count, reset_pin_count, reset_physical_card_pin_count, events)
    SELECT day, created_by,
      coalesce(sum(count) FILTER (WHERE type = 'Application' AND event = 'Created'), 0),
      coalesce(sum(count) FILTER (WHERE type = 'Account' AND event = 'LinkAccount'), 0),
      coalesce(sum(count) FILTER (WHERE type = 'Account' AND event = 'DeLinkAccount'), 0),
      coalesce(sum(count) FILTER (WHERE type = 'Account' AND event = 'SetLimit'), 0),
      coalesce(sum(count) FILTER (WHERE type = 'Account' AND event = 'ResetPin'), 0),
      coalesce(sum(count) FILTER (WHERE type = 'Card' AND event = 'ResetCardPin'), 0),
      sum(count)
    FROM activity_daily_counts GROUP BY 1, 2;
$$;
--> statement-breakpoint
SELECT refresh_activity_daily_counts();
