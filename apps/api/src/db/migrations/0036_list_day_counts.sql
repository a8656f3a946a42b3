CREATE TABLE "list_day_counts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "list_day_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"day" date NOT NULL,
	"organization_id" uuid NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "list_day_counts_key_idx" ON "list_day_counts" USING btree ("key","day","organization_id");--> statement-breakpoint
-- Hand-written from here. The day counts of the customers' whole list (customer_day_counts, 0030)
-- become one table for every big list, kept under the keys of its cached totals (list_counts):
-- a deep page of the businesses or the card requisitions, filtered by a status or not, starts at
-- the day its first row falls in, as the customers' whole list did. A change adds to a row of its
-- key, day and organization that no other transaction holds, or writes a new one (as in 0033).
CREATE FUNCTION list_day_counts_add(keys text[], on_day date, org uuid, delta integer) RETURNS void
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
--> statement-breakpoint
-- One trigger function for the lists counted by day, told which function gives a row's keys; a
-- row counts on the day it was created (UTC), in its organization.
CREATE FUNCTION keep_list_day_counts() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
-- The customers are counted by day for their whole list only: one row a change, as before.
CREATE FUNCTION customer_day_count_keys(c customers) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN c.is_deleted THEN ARRAY[]::text[] ELSE ARRAY['customers'] END
$$;
--> statement-breakpoint
-- A list's kept counts (its totals and its days) made again from its rows, after a bulk load with
-- its triggers off: `keys_of` gives a row's keys of list_counts, `day_keys_of` of list_day_counts.
CREATE FUNCTION refresh_kept_counts(tbl regclass, keys_of text, day_keys_of text, prefix text) RETURNS void
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
--> statement-breakpoint
INSERT INTO list_day_counts (key, day, organization_id, n)
  SELECT 'customers', day, organization_id, sum(n) FROM customer_day_counts GROUP BY day, organization_id;
--> statement-breakpoint
DROP FUNCTION customers_keep_day_counts() CASCADE;
--> statement-breakpoint
DROP TABLE customer_day_counts;
--> statement-breakpoint
DO $$
DECLARE
  list record;
BEGIN
  FOR list IN
    SELECT * FROM (VALUES ('customers', 'customer_day_count_keys'), ('businesses', 'business_count_keys'),
      ('card_requisitions', 'card_requisition_count_keys')) AS v(tbl, keys_of)
  LOOP
    EXECUTE format('CREATE TRIGGER %1$I AFTER INSERT OR DELETE ON %2$I FOR EACH ROW '
                   'EXECUTE FUNCTION keep_list_day_counts(%3$L)', list.tbl || '_day_counts_insert_delete',
                   list.tbl, list.keys_of);
    EXECUTE format('CREATE TRIGGER %1$I AFTER UPDATE ON %2$I FOR EACH ROW '
                   'WHEN ((%3$I(OLD), OLD.organization_id, OLD.created_at) '
                   '      IS DISTINCT FROM (%3$I(NEW), NEW.organization_id, NEW.created_at)) '
                   'EXECUTE FUNCTION keep_list_day_counts(%3$L)', list.tbl || '_day_counts_update',
                   list.tbl, list.keys_of);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_customer_counts() RETURNS void LANGUAGE sql AS $$
  SELECT refresh_kept_counts('customers', 'customer_count_keys', 'customer_day_count_keys', 'customers');
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_business_counts() RETURNS void LANGUAGE sql AS $$
  SELECT refresh_kept_counts('businesses', 'business_count_keys', 'business_count_keys', 'businesses');
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_card_requisition_counts() RETURNS void LANGUAGE sql AS $$
  SELECT refresh_kept_counts('card_requisitions', 'card_requisition_count_keys', 'card_requisition_count_keys',
                             'card_requisitions');
$$;
--> statement-breakpoint
SELECT refresh_business_counts();
--> statement-breakpoint
SELECT refresh_card_requisition_counts();
--> statement-breakpoint
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
