CREATE TABLE "customer_name_word_counts" (
	"word" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "customer_name_word_counts_word_organization_id_pk" PRIMARY KEY("word","organization_id")
);
--> statement-breakpoint
CREATE TABLE "business_name_word_counts" (
	"word" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "business_name_word_counts_word_organization_id_pk" PRIMARY KEY("word","organization_id")
);
--> statement-breakpoint
-- A vocabulary also counts, per organization, the records whose name holds each of its words,
-- deleted ones aside: a name written, renamed, moved to another organization, deleted or restored
-- moves its words' counts in the same transaction. The trigger names the vocabulary, then its
-- counts. The rows of the counts are taken in the order of their key, so that two writers never
-- wait on each other the other way round.
CREATE OR REPLACE FUNCTION keep_name_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone text[] := '{}';
  gone_in uuid;
  came text[] := '{}';
  came_in uuid;
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
  EXECUTE format(
    'INSERT INTO %1$I AS c (word, organization_id, n) '
    'SELECT word, org, sum(d)::int FROM ('
    '  SELECT DISTINCT w AS word, $1 AS org, -1 AS d FROM unnest($2::text[]) w WHERE w <> '''' '
    '  UNION ALL '
    '  SELECT DISTINCT w, $3, 1 FROM unnest($4::text[]) w WHERE w <> '''') moved '
    'GROUP BY word, org HAVING sum(d) <> 0 ORDER BY word, org '
    'ON CONFLICT (word, organization_id) DO UPDATE SET n = c.n + excluded.n', TG_ARGV[1])
    USING gone_in, gone, came_in, came;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER customers_name_words_keep ON customers;
--> statement-breakpoint
CREATE TRIGGER customers_name_words_keep
  AFTER INSERT OR UPDATE OF name, organization_id, is_deleted OR DELETE ON customers FOR EACH ROW
  EXECUTE FUNCTION keep_name_words('customer_name_words', 'customer_name_word_counts');
--> statement-breakpoint
DROP TRIGGER businesses_name_words_keep ON businesses;
--> statement-breakpoint
CREATE TRIGGER businesses_name_words_keep
  AFTER INSERT OR UPDATE OF name, organization_id, is_deleted OR DELETE ON businesses FOR EACH ROW
  EXECUTE FUNCTION keep_name_words('business_name_words', 'business_name_word_counts');
--> statement-breakpoint
-- A bulk load with triggers off calls refresh_name_words(table, vocabulary, counts) once after it:
-- the vocabulary gains the new words, the counts are made again.
DROP FUNCTION refresh_name_words(regclass, regclass);
--> statement-breakpoint
CREATE FUNCTION refresh_name_words(source regclass, vocabulary regclass, counts regclass) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO %s (word) SELECT DISTINCT w FROM %s, unnest(name_words) w WHERE w <> '''' '
                 'ON CONFLICT DO NOTHING', vocabulary, source);
  EXECUTE format('DELETE FROM %s', counts);
  EXECUTE format('INSERT INTO %s (word, organization_id, n) '
                 'SELECT w, organization_id, count(*) FROM %s, '
                 'LATERAL (SELECT DISTINCT w FROM unnest(name_words) w WHERE w <> '''') held '
                 'WHERE NOT is_deleted GROUP BY w, organization_id', counts, source);
END $$;
--> statement-breakpoint
SELECT refresh_name_words('customers', 'customer_name_words', 'customer_name_word_counts');
--> statement-breakpoint
SELECT refresh_name_words('businesses', 'business_name_words', 'business_name_word_counts');
