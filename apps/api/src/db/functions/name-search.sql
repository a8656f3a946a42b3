-- The name search's words, pairs, postings and counts (docs/architecture.md › Name search).
-- The current text of each function and trigger (kernel/database/functions.ts): applied after the
-- migrations on every start, so every statement is a CREATE OR REPLACE.

-- The name filter works on words (modules/customers/customers.names.ts): each name's words in
-- lower case and its pairs of neighbouring words, both GIN-indexed, and the vocabulary of every
-- word seen, trigram-indexed, to turn the part of a word a user typed into whole words.
CREATE OR REPLACE FUNCTION name_words_of(full_name text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_split_to_array(lower(regexp_replace($1, '^\s+|\s+$', '', 'g')), '\s+')
$$;

CREATE OR REPLACE FUNCTION name_pairs_of(full_name text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(w[i] || ' ' || w[i + 1] ORDER BY i), '{}')
  FROM (SELECT name_words_of($1) AS w) n, generate_series(1, cardinality(w) - 1) i
$$;

-- A name's pairs of neighbouring words ("amina hassan") join its words in the postings and in the
-- counts per organization. A pair holds a space and a word never does, so the two never meet, and
-- the vocabulary keeps its words alone. A name typed in two parts matches exactly the records
-- holding one of the pairs its parts can make: their counts tell few from many without reading a
-- record, and the postings give its newest matches in order, as they do for a word of one part.
CREATE OR REPLACE FUNCTION keep_name_postings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND NOT OLD.is_deleted THEN
    EXECUTE format('DELETE FROM %I WHERE word = ANY($1) AND organization_id = $2 '
                   'AND created_at = $3 AND record_id = $4', TG_ARGV[0])
      USING OLD.name_words || OLD.name_pairs, OLD.organization_id, OLD.created_at, OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NOT NEW.is_deleted THEN
    EXECUTE format('INSERT INTO %I (word, organization_id, created_at, record_id) '
                   'SELECT DISTINCT w, $2, $3, $4 FROM unnest($1::text[]) w WHERE w <> '''' ', TG_ARGV[0])
      USING NEW.name_words || NEW.name_pairs, NEW.organization_id, NEW.created_at, NEW.id;
  END IF;
  RETURN NULL;
END $$;

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
    gone := OLD.name_words || OLD.name_pairs;
    gone_in := OLD.organization_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    EXECUTE format('INSERT INTO %I (word) SELECT DISTINCT w FROM unnest($1) w WHERE w <> '''' '
                   'ON CONFLICT DO NOTHING', TG_ARGV[0])
      USING NEW.name_words;
    IF NOT NEW.is_deleted THEN
      came := NEW.name_words || NEW.name_pairs;
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

CREATE OR REPLACE FUNCTION refresh_name_words(source regclass, vocabulary regclass, counts regclass) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO %s (word) SELECT DISTINCT w FROM %s, unnest(name_words) w WHERE w <> '''' '
                 'ON CONFLICT DO NOTHING', vocabulary, source);
  EXECUTE format('DELETE FROM %s', counts);
  EXECUTE format('INSERT INTO %s (word, organization_id, n) '
                 'SELECT w, organization_id, count(*) FROM %s, '
                 'LATERAL (SELECT DISTINCT w FROM unnest(name_words || name_pairs) w WHERE w <> '''') held '
                 'WHERE NOT is_deleted GROUP BY w, organization_id', counts, source);
END $$;

CREATE OR REPLACE FUNCTION refresh_name_postings(source regclass, postings regclass) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %s', postings);
  EXECUTE format('INSERT INTO %s (word, organization_id, created_at, record_id) '
                 'SELECT DISTINCT w, organization_id, created_at, id FROM %s, unnest(name_words || name_pairs) w '
                 'WHERE NOT is_deleted AND w <> ''''', postings, source);
END $$;

CREATE OR REPLACE TRIGGER businesses_name_postings_keep AFTER INSERT OR DELETE OR UPDATE OF name, organization_id, created_at, is_deleted ON public.businesses
  FOR EACH ROW
  EXECUTE FUNCTION keep_name_postings('business_name_word_postings');

CREATE OR REPLACE TRIGGER businesses_name_words_keep AFTER INSERT OR DELETE OR UPDATE OF name, organization_id, is_deleted ON public.businesses
  FOR EACH ROW
  EXECUTE FUNCTION keep_name_words('business_name_words', 'business_name_word_counts');

CREATE OR REPLACE TRIGGER customers_name_postings_keep AFTER INSERT OR DELETE OR UPDATE OF name, organization_id, created_at, is_deleted ON public.customers
  FOR EACH ROW
  EXECUTE FUNCTION keep_name_postings('customer_name_word_postings');

CREATE OR REPLACE TRIGGER customers_name_words_keep AFTER INSERT OR DELETE OR UPDATE OF name, organization_id, is_deleted ON public.customers
  FOR EACH ROW
  EXECUTE FUNCTION keep_name_words('customer_name_words', 'customer_name_word_counts');
