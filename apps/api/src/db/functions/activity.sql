-- The activity report's kept figures: per-type daily counts and each user's spans of days.
-- The current text of each function and trigger (kernel/database/functions.ts): applied after the
-- migrations on every start, so every statement is a CREATE OR REPLACE.

-- A span of `span` days starts on a multiple of `span` days since 1970-01-01; its lengths are
-- those of SPAN_DAYS (modules/reports/range.ts).
CREATE OR REPLACE FUNCTION activity_span_lengths() RETURNS SETOF integer LANGUAGE sql IMMUTABLE AS $$
  SELECT 1 << (2 * n) FROM generate_series(0, 4) AS n
$$;

CREATE OR REPLACE FUNCTION activity_span_start(day date, span integer) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT day - (((day - date '1970-01-01') % span) + span) % span
$$;

-- The trigger of activity_events keeps the per-type daily counts as before, and from the six counted
-- pairs (countedEvents, packages/contract/src/activity-events.ts) each user's spans, keyed by user
-- as the user's days were, and the days of all users. A day of all users is shared by every writer
-- of its organization: a statement adds to a row of the day that no other transaction holds, or
-- writes a new row, and never waits for another writer there (a wait on a shared row, held to the
-- commit, could close a circle of waits between two users' transactions).
CREATE OR REPLACE FUNCTION activity_keep_daily_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d record;
BEGIN
  INSERT INTO activity_daily_counts (day, created_by, organization_id, type, event, count)
    SELECT (created_at AT TIME ZONE 'UTC')::date, created_by,
      coalesce(organization_id, '00000000-0000-0000-0000-000000000000'), type, event, count(*)
    FROM inserted_events GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, created_by, organization_id, type, event)
    DO UPDATE SET count = activity_daily_counts.count + EXCLUDED.count;
  WITH c AS (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, created_by,
      coalesce(organization_id, '00000000-0000-0000-0000-000000000000') AS organization_id,
      count(*) FILTER (WHERE type = 'Application' AND event = 'Created') AS applications,
      count(*) FILTER (WHERE type = 'Account' AND event = 'LinkAccount') AS linked_accounts,
      count(*) FILTER (WHERE type = 'Account' AND event = 'DeLinkAccount') AS de_linked_accounts,
      count(*) FILTER (WHERE type = 'Account' AND event = 'SetLimit') AS set_limit_count,
      count(*) FILTER (WHERE type = 'Account' AND event = 'ResetPin') AS reset_pin_count,
      count(*) FILTER (WHERE type = 'Card' AND event = 'ResetCardPin') AS reset_physical_card_pin_count,
      count(*) AS events
    FROM inserted_events GROUP BY 1, 2, 3
  )
  INSERT INTO activity_user_spans AS s (span_days, first_day, organization_id, created_by, applications,
      linked_accounts, de_linked_accounts, set_limit_count, reset_pin_count, reset_physical_card_pin_count, events)
    SELECT k.span, activity_span_start(c.day, k.span), c.organization_id, c.created_by, sum(applications),
      sum(linked_accounts), sum(de_linked_accounts), sum(set_limit_count), sum(reset_pin_count),
      sum(reset_physical_card_pin_count), sum(events)
    FROM c CROSS JOIN activity_span_lengths() AS k(span) GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (span_days, first_day, organization_id, created_by) DO UPDATE SET
    applications = s.applications + EXCLUDED.applications,
    linked_accounts = s.linked_accounts + EXCLUDED.linked_accounts,
    de_linked_accounts = s.de_linked_accounts + EXCLUDED.de_linked_accounts,
    set_limit_count = s.set_limit_count + EXCLUDED.set_limit_count,
    reset_pin_count = s.reset_pin_count + EXCLUDED.reset_pin_count,
    reset_physical_card_pin_count = s.reset_physical_card_pin_count + EXCLUDED.reset_physical_card_pin_count,
    events = s.events + EXCLUDED.events;
  FOR d IN
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day,
      coalesce(organization_id, '00000000-0000-0000-0000-000000000000') AS organization_id,
      count(*) FILTER (WHERE type = 'Application' AND event = 'Created') AS applications,
      count(*) FILTER (WHERE type = 'Account' AND event = 'LinkAccount') AS linked_accounts,
      count(*) FILTER (WHERE type = 'Account' AND event = 'DeLinkAccount') AS de_linked_accounts,
      count(*) FILTER (WHERE type = 'Account' AND event = 'SetLimit') AS set_limit_count,
      count(*) FILTER (WHERE type = 'Account' AND event = 'ResetPin') AS reset_pin_count,
      count(*) FILTER (WHERE type = 'Card' AND event = 'ResetCardPin') AS reset_physical_card_pin_count,
      count(*) AS events
    FROM inserted_events GROUP BY 1, 2
  LOOP
    UPDATE activity_days AS a SET
      applications = a.applications + d.applications,
      linked_accounts = a.linked_accounts + d.linked_accounts,
      de_linked_accounts = a.de_linked_accounts + d.de_linked_accounts,
      set_limit_count = a.set_limit_count + d.set_limit_count,
      reset_pin_count = a.reset_pin_count + d.reset_pin_count,
      reset_physical_card_pin_count = a.reset_physical_card_pin_count + d.reset_physical_card_pin_count,
      events = a.events + d.events
    WHERE a.id = (SELECT id FROM activity_days
                  WHERE day = d.day AND organization_id = d.organization_id
                  LIMIT 1 FOR UPDATE SKIP LOCKED);
    IF NOT FOUND THEN
      INSERT INTO activity_days (day, organization_id, applications, linked_accounts, de_linked_accounts,
          set_limit_count, reset_pin_count, reset_physical_card_pin_count, events)
        VALUES (d.day, d.organization_id, d.applications, d.linked_accounts, d.de_linked_accounts,
          d.set_limit_count, d.reset_pin_count, d.reset_physical_card_pin_count, d.events);
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;

-- The days and spans of all users from the per-type daily counts, after a load with the trigger off.
CREATE OR REPLACE FUNCTION refresh_activity_spans() RETURNS void LANGUAGE sql AS $$
  DELETE FROM activity_days;
  DELETE FROM activity_user_spans;
  WITH c AS (
    SELECT day, created_by, organization_id,
      coalesce(sum(count) FILTER (WHERE type = 'Application' AND event = 'Created'), 0) AS applications,
      coalesce(sum(count) FILTER (WHERE type = 'Account' AND event = 'LinkAccount'), 0) AS linked_accounts,
      coalesce(sum(count) FILTER (WHERE type = 'Account' AND event = 'DeLinkAccount'), 0) AS de_linked_accounts,
      coalesce(sum(count) FILTER (WHERE type = 'Account' AND event = 'SetLimit'), 0) AS set_limit_count,
      coalesce(sum(count) FILTER (WHERE type = 'Account' AND event = 'ResetPin'), 0) AS reset_pin_count,
      coalesce(sum(count) FILTER (WHERE type = 'Card' AND event = 'ResetCardPin'), 0) AS reset_physical_card_pin_count,
      sum(count) AS events
    FROM activity_daily_counts GROUP BY 1, 2, 3
  ), days AS (
    INSERT INTO activity_days (day, organization_id, applications, linked_accounts, de_linked_accounts,
        set_limit_count, reset_pin_count, reset_physical_card_pin_count, events)
      SELECT day, organization_id, sum(applications), sum(linked_accounts), sum(de_linked_accounts),
        sum(set_limit_count), sum(reset_pin_count), sum(reset_physical_card_pin_count), sum(events)
      FROM c GROUP BY 1, 2
  )
  INSERT INTO activity_user_spans (span_days, first_day, organization_id, created_by, applications,
      linked_accounts, de_linked_accounts, set_limit_count, reset_pin_count, reset_physical_card_pin_count, events)
    SELECT k.span, activity_span_start(c.day, k.span), c.organization_id, c.created_by, sum(applications),
      sum(linked_accounts), sum(de_linked_accounts), sum(set_limit_count), sum(reset_pin_count),
      sum(reset_physical_card_pin_count), sum(events)
    FROM c CROSS JOIN activity_span_lengths() AS k(span) GROUP BY 1, 2, 3, 4;
$$;

CREATE OR REPLACE FUNCTION refresh_activity_daily_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM activity_daily_counts;
  INSERT INTO activity_daily_counts (day, created_by, organization_id, type, event, count)
    SELECT (created_at AT TIME ZONE 'UTC')::date, created_by,
      coalesce(organization_id, '00000000-0000-0000-0000-000000000000'), type, event, count(*)
    FROM activity_events GROUP BY 1, 2, 3, 4, 5;
  SELECT refresh_activity_spans();
$$;

CREATE OR REPLACE TRIGGER activity_events_daily_counts AFTER INSERT ON public.activity_events
  REFERENCING NEW TABLE AS inserted_events
  FOR EACH STATEMENT
  EXECUTE FUNCTION activity_keep_daily_counts();
