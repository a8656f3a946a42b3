ALTER TABLE "customer_name_word_counts" DROP CONSTRAINT "customer_name_word_counts_word_organization_id_pk";--> statement-breakpoint
ALTER TABLE "business_name_word_counts" DROP CONSTRAINT "business_name_word_counts_word_organization_id_pk";--> statement-breakpoint
ALTER TABLE "customer_name_word_counts" ADD COLUMN "id" bigint PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "customer_name_word_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "business_name_word_counts" ADD COLUMN "id" bigint PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "business_name_word_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "customer_name_word_counts_word_idx" ON "customer_name_word_counts" USING btree ("word","organization_id");--> statement-breakpoint
CREATE INDEX "business_name_word_counts_word_idx" ON "business_name_word_counts" USING btree ("word","organization_id");--> statement-breakpoint
-- Hand-written from here. A word's count in an organization was one row, which every writer of a
-- name holding that word held from its change to its commit: two new customers of one branch
-- named Mohamed waited on each other there. A change now adds to a row of the word that no other
-- transaction holds, or writes a new one, as the lists' counts do (migration 0033); a word's
-- count is the sum of its rows, and merge_counts() makes them one row again.
CREATE OR REPLACE FUNCTION keep_name_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone text[] := '{}';
  gone_in uuid;
  came text[] := '{}';
  came_in uuid;
  change record;
  added integer;
BEGIN
  IF TG_OP <> 'INSERT' AND NOT OLD.is_deleted THEN
    gone := OLD.name_words;
    gone_in := OLD.organization_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    EXECUTE format('INSERT INTO %I (word) SELECT DISTINCT w FROM unnest($1) w WHERE w <> '''' '
                   'ON CONFLICT DO NOTHING', TG_ARGV[0])
      USING NEW.name_words;
    IF NOT NEW.is_deleted THEN
      came := NEW.name_words;
      came_in := NEW.organization_id;
    END IF;
  END IF;
  FOR change IN
    SELECT word, org, sum(d)::integer AS delta FROM (
      SELECT DISTINCT w AS word, gone_in AS org, -1 AS d FROM unnest(gone) w WHERE w <> ''
      UNION ALL
      SELECT DISTINCT w, came_in, 1 FROM unnest(came) w WHERE w <> '') moved
    GROUP BY word, org HAVING sum(d) <> 0
  LOOP
    EXECUTE format('UPDATE %1$I SET n = n + $3 WHERE id = (SELECT id FROM %1$I '
                   'WHERE word = $1 AND organization_id = $2 LIMIT 1 FOR UPDATE SKIP LOCKED)', TG_ARGV[1])
      USING change.word, change.org, change.delta;
    GET DIAGNOSTICS added = ROW_COUNT;
    IF added = 0 THEN
      EXECUTE format('INSERT INTO %I (word, organization_id, n) VALUES ($1, $2, $3)', TG_ARGV[1])
        USING change.word, change.org, change.delta;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION merge_counts() RETURNS integer LANGUAGE sql AS $$
  SELECT merge_count_rows('list_counts', ARRAY['key'], ARRAY['n'])
    + merge_count_rows('customer_day_counts', ARRAY['day', 'organization_id'], ARRAY['n'])
    + merge_count_rows('activity_days', ARRAY['day', 'organization_id'],
        ARRAY['applications', 'linked_accounts', 'de_linked_accounts', 'set_limit_count', 'reset_pin_count',
              'reset_physical_card_pin_count', 'events'])
    + merge_count_rows('work_counts', ARRAY['area', 'organization_id', 'made_by', 'assignee_id'], ARRAY['n'])
    + merge_count_rows('customer_name_word_counts', ARRAY['word', 'organization_id'], ARRAY['n'])
    + merge_count_rows('business_name_word_counts', ARRAY['word', 'organization_id'], ARRAY['n']);
$$;
