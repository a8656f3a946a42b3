-- The big lists' kept totals and day counts (platform/list, docs/architecture.md › The list
-- machinery), kept by triggers and made again after a bulk load.
-- The current text of each function and trigger (kernel/database/functions.ts): applied after the
-- migrations on every start, so every statement is a CREATE OR REPLACE.

-- Totals of the businesses list kept by triggers, as for customers and applications.
CREATE OR REPLACE FUNCTION business_count_keys(b businesses) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN b.is_deleted THEN ARRAY[]::text[]
    ELSE ARRAY['businesses:all', 'businesses:status:' || b.status]
  END
$$;

CREATE OR REPLACE FUNCTION refresh_business_counts() RETURNS void LANGUAGE sql AS $$
  SELECT refresh_kept_counts('businesses', 'business_count_keys', 'business_count_keys', 'businesses');
$$;

-- The totals of the requisition lists, kept per kind and status by a trigger.
CREATE OR REPLACE FUNCTION card_requisition_count_keys(r card_requisitions) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN r.is_deleted THEN ARRAY[]::text[]
    ELSE ARRAY['card_requisitions:' || r.request_type, 'card_requisitions:' || r.request_type || ':status:' || r.status]
  END
$$;

CREATE OR REPLACE FUNCTION refresh_customer_counts() RETURNS void LANGUAGE sql AS $$
  SELECT refresh_kept_counts('customers', 'customer_count_keys', 'customer_day_count_keys', 'customers');
$$;

-- A count that every writer of a list changed was one row, which each
-- writer held from its change to its commit: the writers of customers across the whole bank (the
-- key `customers`), or of one organization on one day (customer_day_counts), waited on each other
-- there. A change now adds to a row of its key that no other transaction holds, or writes a new
-- one; a key's count is the sum of its rows, and merge_counts() makes them one row again.
CREATE OR REPLACE FUNCTION list_counts_add(keys text[], delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  k text;
BEGIN
  FOREACH k IN ARRAY keys LOOP
    UPDATE list_counts SET n = n + delta
      WHERE id = (SELECT id FROM list_counts WHERE key = k LIMIT 1 FOR UPDATE SKIP LOCKED);
    IF NOT FOUND THEN
      INSERT INTO list_counts (key, n) VALUES (k, delta);
    END IF;
  END LOOP;
END $$;

-- One trigger function for the four lists, told which function gives a row's keys.
CREATE OR REPLACE FUNCTION keep_list_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format('SELECT %I($1)', TG_ARGV[0]) INTO keys USING OLD;
    PERFORM list_counts_add(keys, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    EXECUTE format('SELECT %I($1)', TG_ARGV[0]) INTO keys USING NEW;
    PERFORM list_counts_add(keys, 1);
  END IF;
  RETURN NULL;
END $$;

-- A table of kept counts with each key's rows merged into one, taking only rows no writer holds,
-- so that it never waits on a writer nor a writer on it. Returns the rows it took.
CREATE OR REPLACE FUNCTION merge_count_rows(counts regclass, keys text[], sums text[]) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  key_list text := (SELECT string_agg(quote_ident(k), ', ') FROM unnest(keys) AS k);
  sum_list text := (SELECT string_agg(quote_ident(c), ', ') FROM unnest(sums) AS c);
  summed text := (SELECT string_agg(format('sum(%I)', c), ', ') FROM unnest(sums) AS c);
  taken integer;
BEGIN
  EXECUTE format(
    'WITH split AS (SELECT unnest(array_agg(id)) AS id FROM %1$s GROUP BY %2$s HAVING count(*) > 1), '
    'taken AS (DELETE FROM %1$s WHERE id IN (SELECT id FROM %1$s WHERE id IN (SELECT id FROM split) '
    '                                        FOR UPDATE SKIP LOCKED) RETURNING *), '
    'merged AS (INSERT INTO %1$s (%2$s, %3$s) SELECT %2$s, %4$s FROM taken GROUP BY %2$s) '
    'SELECT count(*)::integer FROM taken', counts, key_list, sum_list, summed) INTO taken;
  RETURN taken;
END $$;

-- The day counts of the customers' whole list (customer_day_counts)
-- become one table for every big list, kept under the keys of its cached totals (list_counts):
-- a deep page of the businesses or the card requisitions, filtered by a status or not, starts at
-- the day its first row falls in, as the customers' whole list did. A change adds to a row of its
-- key, day and organization that no other transaction holds, or writes a new one.
CREATE OR REPLACE FUNCTION list_day_counts_add(keys text[], on_day date, org uuid, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  k text;
BEGIN
  FOREACH k IN ARRAY keys LOOP
    UPDATE list_day_counts SET n = n + delta
      WHERE id = (SELECT id FROM list_day_counts WHERE key = k AND day = on_day AND organization_id = org
                  LIMIT 1 FOR UPDATE SKIP LOCKED);
    IF NOT FOUND THEN
      INSERT INTO list_day_counts (key, day, organization_id, n) VALUES (k, on_day, org, delta);
    END IF;
  END LOOP;
END $$;

-- One trigger function for the lists counted by day, told which function gives a row's keys; a
-- row counts on the day it was created (UTC), in its organization.
CREATE OR REPLACE FUNCTION keep_list_day_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format('SELECT %I($1)', TG_ARGV[0]) INTO keys USING OLD;
    PERFORM list_day_counts_add(keys, (OLD.created_at AT TIME ZONE 'UTC')::date, OLD.organization_id, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    EXECUTE format('SELECT %I($1)', TG_ARGV[0]) INTO keys USING NEW;
    PERFORM list_day_counts_add(keys, (NEW.created_at AT TIME ZONE 'UTC')::date, NEW.organization_id, 1);
  END IF;
  RETURN NULL;
END $$;

-- The customers are counted by day for their whole list only: one row a change, as before.
CREATE OR REPLACE FUNCTION customer_day_count_keys(c customers) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN c.is_deleted THEN ARRAY[]::text[] ELSE ARRAY['customers'] END
$$;

-- A list's kept counts (its totals and its days) made again from its rows, after a bulk load with
-- its triggers off: `keys_of` gives a row's keys of list_counts, `day_keys_of` of list_day_counts.
CREATE OR REPLACE FUNCTION refresh_kept_counts(tbl regclass, keys_of text, day_keys_of text, prefix text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM list_counts WHERE key LIKE prefix || '%';
  EXECUTE format('INSERT INTO list_counts (key, n) SELECT k, count(*) FROM %s r, unnest(%I(r)) AS k GROUP BY k',
                 tbl, keys_of);
  DELETE FROM list_day_counts WHERE key LIKE prefix || '%';
  EXECUTE format('INSERT INTO list_day_counts (key, day, organization_id, n) '
                 'SELECT k, (r.created_at AT TIME ZONE ''UTC'')::date, r.organization_id, count(*) '
                 'FROM %s r, unnest(%I(r)) AS k GROUP BY 1, 2, 3', tbl, day_keys_of);
END $$;

CREATE OR REPLACE FUNCTION refresh_card_requisition_counts() RETURNS void LANGUAGE sql AS $$
  SELECT refresh_kept_counts('card_requisitions', 'card_requisition_count_keys', 'card_requisition_count_keys',
                             'card_requisitions');
$$;

CREATE OR REPLACE FUNCTION merge_counts() RETURNS integer LANGUAGE sql AS $$
  SELECT merge_count_rows('list_counts', ARRAY['key'], ARRAY['n'])
    + merge_count_rows('list_day_counts', ARRAY['key', 'day', 'organization_id'], ARRAY['n'])
    + merge_count_rows('activity_days', ARRAY['day', 'organization_id'],
        ARRAY['applications', 'linked_accounts', 'de_linked_accounts', 'set_limit_count', 'reset_pin_count',
              'reset_physical_card_pin_count', 'events'])
    + merge_count_rows('work_counts', ARRAY['area', 'organization_id', 'made_by', 'assignee_id'], ARRAY['n'])
    + merge_count_rows('customer_name_word_counts', ARRAY['word', 'organization_id'], ARRAY['n'])
    + merge_count_rows('business_name_word_counts', ARRAY['word', 'organization_id'], ARRAY['n']);
$$;

-- After a bulk load with the triggers off, the totals and the days are made again from the rows.
CREATE OR REPLACE FUNCTION refresh_application_counts() RETURNS void LANGUAGE sql AS $$
  SELECT refresh_kept_counts('applications', 'application_count_keys', 'application_count_keys', 'applications');
$$;

CREATE OR REPLACE FUNCTION customer_count_keys(c customers) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN c.is_deleted THEN ARRAY[]::text[]
    ELSE ARRAY['customers', 'customers:status:' || c.status]
      || CASE WHEN c.pending_applications_count > 0 THEN ARRAY['customers:ongoing'] ELSE ARRAY[]::text[] END
  END
$$;

CREATE OR REPLACE FUNCTION application_count_keys(a applications) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN a.is_deleted THEN ARRAY[]::text[]
    ELSE ARRAY['applications:' || CASE WHEN a.is_shadow THEN 'shadow' ELSE 'main' END,
               'applications:' || CASE WHEN a.is_shadow THEN 'shadow' ELSE 'main' END || ':status:' || a.status]
  END
$$;

CREATE OR REPLACE TRIGGER applications_counts_insert_delete AFTER INSERT OR DELETE ON public.applications
  FOR EACH ROW
  EXECUTE FUNCTION keep_list_counts('application_count_keys');

CREATE OR REPLACE TRIGGER applications_counts_update AFTER UPDATE ON public.applications
  FOR EACH ROW
  WHEN ((application_count_keys(old.*) IS DISTINCT FROM application_count_keys(new.*)))
  EXECUTE FUNCTION keep_list_counts('application_count_keys');

CREATE OR REPLACE TRIGGER applications_day_counts_insert_delete AFTER INSERT OR DELETE ON public.applications
  FOR EACH ROW
  EXECUTE FUNCTION keep_list_day_counts('application_count_keys');

CREATE OR REPLACE TRIGGER applications_day_counts_update AFTER UPDATE ON public.applications
  FOR EACH ROW
  WHEN ((application_count_keys(OLD), OLD.organization_id, OLD.created_at)
        IS DISTINCT FROM (application_count_keys(NEW), NEW.organization_id, NEW.created_at))
  EXECUTE FUNCTION keep_list_day_counts('application_count_keys');

CREATE OR REPLACE TRIGGER businesses_counts_insert_delete AFTER INSERT OR DELETE ON public.businesses
  FOR EACH ROW
  EXECUTE FUNCTION keep_list_counts('business_count_keys');

CREATE OR REPLACE TRIGGER businesses_counts_update AFTER UPDATE ON public.businesses
  FOR EACH ROW
  WHEN ((business_count_keys(old.*) IS DISTINCT FROM business_count_keys(new.*)))
  EXECUTE FUNCTION keep_list_counts('business_count_keys');

CREATE OR REPLACE TRIGGER businesses_day_counts_insert_delete AFTER INSERT OR DELETE ON public.businesses
  FOR EACH ROW
  EXECUTE FUNCTION keep_list_day_counts('business_count_keys');

CREATE OR REPLACE TRIGGER businesses_day_counts_update AFTER UPDATE ON public.businesses
  FOR EACH ROW
  WHEN ((business_count_keys(OLD), OLD.organization_id, OLD.created_at)
        IS DISTINCT FROM (business_count_keys(NEW), NEW.organization_id, NEW.created_at))
  EXECUTE FUNCTION keep_list_day_counts('business_count_keys');

CREATE OR REPLACE TRIGGER card_requisitions_counts_insert_delete AFTER INSERT OR DELETE ON public.card_requisitions
  FOR EACH ROW
  EXECUTE FUNCTION keep_list_counts('card_requisition_count_keys');

CREATE OR REPLACE TRIGGER card_requisitions_counts_update AFTER UPDATE ON public.card_requisitions
  FOR EACH ROW
  WHEN ((card_requisition_count_keys(old.*) IS DISTINCT FROM card_requisition_count_keys(new.*)))
  EXECUTE FUNCTION keep_list_counts('card_requisition_count_keys');

CREATE OR REPLACE TRIGGER card_requisitions_day_counts_insert_delete AFTER INSERT OR DELETE ON public.card_requisitions
  FOR EACH ROW
  EXECUTE FUNCTION keep_list_day_counts('card_requisition_count_keys');

CREATE OR REPLACE TRIGGER card_requisitions_day_counts_update AFTER UPDATE ON public.card_requisitions
  FOR EACH ROW
  WHEN ((card_requisition_count_keys(OLD), OLD.organization_id, OLD.created_at)
        IS DISTINCT FROM (card_requisition_count_keys(NEW), NEW.organization_id, NEW.created_at))
  EXECUTE FUNCTION keep_list_day_counts('card_requisition_count_keys');

CREATE OR REPLACE TRIGGER customers_counts_insert_delete AFTER INSERT OR DELETE ON public.customers
  FOR EACH ROW
  EXECUTE FUNCTION keep_list_counts('customer_count_keys');

CREATE OR REPLACE TRIGGER customers_counts_update AFTER UPDATE ON public.customers
  FOR EACH ROW
  WHEN ((customer_count_keys(old.*) IS DISTINCT FROM customer_count_keys(new.*)))
  EXECUTE FUNCTION keep_list_counts('customer_count_keys');

CREATE OR REPLACE TRIGGER customers_day_counts_insert_delete AFTER INSERT OR DELETE ON public.customers
  FOR EACH ROW
  EXECUTE FUNCTION keep_list_day_counts('customer_day_count_keys');

CREATE OR REPLACE TRIGGER customers_day_counts_update AFTER UPDATE ON public.customers
  FOR EACH ROW
  WHEN ((customer_day_count_keys(OLD), OLD.organization_id, OLD.created_at)
        IS DISTINCT FROM (customer_day_count_keys(NEW), NEW.organization_id, NEW.created_at))
  EXECUTE FUNCTION keep_list_day_counts('customer_day_count_keys');
