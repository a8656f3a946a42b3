-- The name filter works on words (modules/customers/customers.names.ts): each name's words in
-- lower case and its pairs of neighbouring words, both GIN-indexed, and the vocabulary of every
-- word seen, trigram-indexed, to turn the part of a word a user typed into whole words.
CREATE FUNCTION name_words_of(full_name text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_split_to_array(lower(regexp_replace($1, '^\s+|\s+$', '', 'g')), '\s+')
$$;
--> statement-breakpoint
CREATE FUNCTION name_pairs_of(full_name text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(w[i] || ' ' || w[i + 1] ORDER BY i), '{}')
  FROM (SELECT name_words_of($1) AS w) n, generate_series(1, cardinality(w) - 1) i
$$;
--> statement-breakpoint
CREATE TABLE "customer_name_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "customers_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "name_words" text[] GENERATED ALWAYS AS (name_words_of(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "name_pairs" text[] GENERATED ALWAYS AS (name_pairs_of(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_name_words_trgm_idx" ON "customer_name_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_name_words_idx" ON "customers" USING gin ("name_words");--> statement-breakpoint
CREATE INDEX "customers_name_pairs_idx" ON "customers" USING gin ("name_pairs");
--> statement-breakpoint
-- The vocabulary of customer names grows with every name written; a word no longer used only costs
-- a row. A bulk load with triggers off calls refresh_customer_name_words() once after it.
CREATE FUNCTION keep_customer_name_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_name_words (word)
    SELECT DISTINCT w FROM unnest(NEW.name_words) w WHERE w <> ''
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_name_words_keep AFTER INSERT OR UPDATE OF name ON customers FOR EACH ROW
  EXECUTE FUNCTION keep_customer_name_words();
--> statement-breakpoint
CREATE FUNCTION refresh_customer_name_words() RETURNS void LANGUAGE sql AS $$
  INSERT INTO customer_name_words (word)
    SELECT DISTINCT w FROM customers, unnest(name_words) w WHERE w <> ''
    ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
SELECT refresh_customer_name_words();
