-- Every activity event carries the organization of the record it touched, so the activity report,
-- its export and the dashboards stay inside the caller's organizations. Events of no organization
-- (administration, sign-in) keep a null: only head office and auditors see them.
ALTER TABLE "activity_events" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
CREATE INDEX "activity_events_organization_idx" ON "activity_events" USING btree ("organization_id","created_at");--> statement-breakpoint
-- Hand-written: the events written before this migration take the organization of their target,
-- or, for the core operations, of the organization named at the head of their remarks.
UPDATE "activity_events" e SET "organization_id" = c."organization_id" FROM "customers" c
  WHERE e."target_type" = 'Customer' AND e."target_id" = c."id"::text;--> statement-breakpoint
UPDATE "activity_events" e SET "organization_id" = a."organization_id" FROM "applications" a
  WHERE e."target_type" = 'Application' AND e."target_id" = a."id"::text;--> statement-breakpoint
UPDATE "activity_events" e SET "organization_id" = b."organization_id" FROM "businesses" b
  WHERE e."target_type" = 'Business' AND e."target_id" = b."id"::text;--> statement-breakpoint
UPDATE "activity_events" e SET "organization_id" = m."organization_id" FROM "merchants" m
  WHERE e."target_type" = 'Merchant' AND e."target_id" = m."id"::text;--> statement-breakpoint
UPDATE "activity_events" e SET "organization_id" = r."organization_id" FROM "card_requisitions" r
  WHERE e."target_type" = 'CardRequisition' AND e."target_id" = r."id"::text;--> statement-breakpoint
UPDATE "activity_events" e SET "organization_id" = o."id" FROM "organizations" o
  WHERE e."organization_id" IS NULL AND e."type" IN ('Core', 'Account', 'Card', 'MBankingUser')
  AND e."remarks" LIKE o."name" || ': %';--> statement-breakpoint
-- The daily counts gain the organization in their key; the nil uuid stands for "none" there.
ALTER TABLE "activity_daily_counts" DROP CONSTRAINT "activity_daily_counts_day_created_by_type_event_pk";--> statement-breakpoint
ALTER TABLE "activity_user_days" DROP CONSTRAINT "activity_user_days_day_created_by_pk";--> statement-breakpoint
ALTER TABLE "activity_daily_counts" ADD COLUMN "organization_id" uuid DEFAULT '00000000-0000-0000-0000-000000000000' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_user_days" ADD COLUMN "organization_id" uuid DEFAULT '00000000-0000-0000-0000-000000000000' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_daily_counts" ADD CONSTRAINT "activity_daily_counts_day_created_by_organization_id_type_event_pk" PRIMARY KEY("day","created_by","organization_id","type","event");--> statement-breakpoint
ALTER TABLE "activity_user_days" ADD CONSTRAINT "activity_user_days_day_created_by_organization_id_pk" PRIMARY KEY("day","created_by","organization_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_keep_daily_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_daily_counts (day, created_by, organization_id, type, event, count)
    SELECT (created_at AT TIME ZONE 'UTC')::date, created_by,
      coalesce(organization_id, '00000000-0000-0000-0000-000000000000'), type, event, count(*)
    FROM inserted_events GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (day, created_by, organization_id, type, event)
    DO UPDATE SET count = activity_daily_counts.count + EXCLUDED.count;
  INSERT INTO activity_user_days AS d (day, created_by, organization_id, applications, linked_accounts,
      de_linked_accounts, set_limit_count, reset_pin_count, reset_physical_card_pin_count, events)
    SELECT (created_at AT TIME ZONE 'UTC')::date, created_by,
      coalesce(organization_id, '00000000-0000-0000-0000-000000000000'),
      count(*) FILTER (WHERE type = 'Application' AND event = 'Created'),
      count(*) FILTER (WHERE type = 'Account' AND event = 'LinkAccount'),
      count(*) FILTER (WHERE type = 'Account' AND event = 'DeLinkAccount'),
      count(*) FILTER (WHERE type = 'Account' AND event = 'SetLimit'),
      count(*) FILTER (WHERE type = 'Account' AND event = 'ResetPin'),
      count(*) FILTER (WHERE type = 'Card' AND event = 'ResetCardPin'),
      count(*)
    FROM inserted_events GROUP BY 1, 2, 3
  ON CONFLICT (day, created_by, organization_id) DO UPDATE SET
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
CREATE OR REPLACE FUNCTION refresh_activity_daily_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM activity_daily_counts;
  INSERT INTO activity_daily_counts (day, created_by, organization_id, type, event, count)
    SELECT (created_at AT TIME ZONE 'UTC')::date, created_by,
      coalesce(organization_id, '00000000-0000-0000-0000-000000000000'), type, event, count(*)
    FROM activity_events GROUP BY 1, 2, 3, 4, 5;
  DELETE FROM activity_user_days;
  INSERT INTO activity_user_days (day, created_by, organization_id, applications, linked_accounts,
      de_linked_accounts, set_limit_count, reset_pin_count, reset_physical_card_pin_count, events)
    SELECT day, created_by, organization_id,
      coalesce(sum(count) FILTER (WHERE type = 'Application' AND event = 'Created'), 0),
      coalesce(sum(count) FILTER (WHERE type = 'Account' AND event = 'LinkAccount'), 0),
      coalesce(sum(count) FILTER (WHERE type = 'Account' AND event = 'DeLinkAccount'), 0),
      coalesce(sum(count) FILTER (WHERE type = 'Account' AND event = 'SetLimit'), 0),
      coalesce(sum(count) FILTER (WHERE type = 'Account' AND event = 'ResetPin'), 0),
      coalesce(sum(count) FILTER (WHERE type = 'Card' AND event = 'ResetCardPin'), 0),
      sum(count)
    FROM activity_daily_counts GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT refresh_activity_daily_counts();
