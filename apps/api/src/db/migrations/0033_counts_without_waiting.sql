ALTER TABLE "customer_day_counts" DROP CONSTRAINT "customer_day_counts_day_organization_id_pk";--> statement-breakpoint
ALTER TABLE "list_counts" DROP CONSTRAINT "list_counts_pkey";--> statement-breakpoint
ALTER TABLE "customer_day_counts" ADD COLUMN "id" bigint PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "customer_day_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "list_counts" ADD COLUMN "id" bigint PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "list_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "customer_day_counts_day_idx" ON "customer_day_counts" USING btree ("day","organization_id");--> statement-breakpoint
CREATE INDEX "list_counts_key_idx" ON "list_counts" USING btree ("key");
--> statement-breakpoint
-- Hand-written from here. A count that every writer of a list changed was one row, which each
-- writer held from its change to its commit: the writers of customers across the whole bank (the
-- key `customers`), or of one organization on one day (customer_day_counts), waited on each other
-- there. A change now adds to a row of its key that no other transaction holds, or writes a new
-- one; a key's count is the sum of its rows, and merge_counts() makes them one row again.
CREATE FUNCTION list_counts_add(keys text[], delta integer) RETURNS void LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
-- One trigger function for the four lists, told which function gives a row's keys.
CREATE FUNCTION keep_list_counts() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
-- Each list's own trigger function goes, with its triggers, which come back on keep_list_counts.
DO $$
DECLARE
  list record;
BEGIN
  FOR list IN
    SELECT * FROM (VALUES ('customers', 'customer_count_keys'), ('applications', 'application_count_keys'),
      ('businesses', 'business_count_keys'), ('card_requisitions', 'card_requisition_count_keys')) AS v(tbl, keys_of)
  LOOP
    EXECUTE format('DROP FUNCTION %I() CASCADE', list.tbl || '_keep_counts');
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR DELETE ON %I FOR EACH ROW '
                   'EXECUTE FUNCTION keep_list_counts(%L)', list.tbl || '_counts_insert_delete', list.tbl, list.keys_of);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH ROW '
                   'WHEN (%I(OLD) IS DISTINCT FROM %I(NEW)) EXECUTE FUNCTION keep_list_counts(%L)',
                   list.tbl || '_counts_update', list.tbl, list.keys_of, list.keys_of, list.keys_of);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customers_keep_day_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change record;
BEGIN
  FOR change IN
    SELECT (OLD.created_at AT TIME ZONE 'UTC')::date AS day, OLD.organization_id AS org, -1 AS delta
      WHERE TG_OP <> 'INSERT' AND NOT OLD.is_deleted
    UNION ALL
    SELECT (NEW.created_at AT TIME ZONE 'UTC')::date, NEW.organization_id, 1
      WHERE TG_OP <> 'DELETE' AND NOT NEW.is_deleted
  LOOP
    UPDATE customer_day_counts SET n = n + change.delta
      WHERE id = (SELECT id FROM customer_day_counts
                  WHERE day = change.day AND organization_id = change.org LIMIT 1 FOR UPDATE SKIP LOCKED);
    IF NOT FOUND THEN
      INSERT INTO customer_day_counts (day, organization_id, n) VALUES (change.day, change.org, change.delta);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A table of kept counts with each key's rows merged into one, taking only rows no writer holds,
-- so that it never waits on a writer nor a writer on it. Returns the rows it took.
CREATE FUNCTION merge_count_rows(counts regclass, keys text[], sums text[]) RETURNS integer
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
