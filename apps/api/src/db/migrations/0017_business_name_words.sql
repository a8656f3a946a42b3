-- Business names are searched as customer names are (platform/list/name-words.ts): each name's
-- words and pairs of neighbouring words, GIN-indexed, and the vocabulary of every word seen. Both
-- vocabularies index their words reversed, so that the words ending with what was typed are found
-- by a prefix.
CREATE TABLE "business_name_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "name_words" text[] GENERATED ALWAYS AS (name_words_of(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "name_pairs" text[] GENERATED ALWAYS AS (name_pairs_of(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "business_name_words_trgm_idx" ON "business_name_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "business_name_words_reversed_idx" ON "business_name_words" USING btree (reverse("word") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customer_name_words_reversed_idx" ON "customer_name_words" USING btree (reverse("word") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "businesses_name_words_idx" ON "businesses" USING gin ("name_words");--> statement-breakpoint
CREATE INDEX "businesses_name_pairs_idx" ON "businesses" USING gin ("name_pairs");
--> statement-breakpoint
-- A vocabulary grows with every name written; the trigger names the vocabulary table. A bulk load
-- with triggers off calls refresh_name_words(table, vocabulary) once after it. Customers move to
-- the same two functions.
CREATE FUNCTION keep_name_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO %I (word) SELECT DISTINCT w FROM unnest($1) w WHERE w <> '''' '
                 'ON CONFLICT DO NOTHING', TG_ARGV[0])
    USING NEW.name_words;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION refresh_name_words(source regclass, vocabulary regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO %s (word) SELECT DISTINCT w FROM %s, unnest(name_words) w WHERE w <> '''' '
                 'ON CONFLICT DO NOTHING', vocabulary, source);
END $$;
--> statement-breakpoint
CREATE TRIGGER businesses_name_words_keep AFTER INSERT OR UPDATE OF name ON businesses FOR EACH ROW
  EXECUTE FUNCTION keep_name_words('business_name_words');
--> statement-breakpoint
DROP TRIGGER customers_name_words_keep ON customers;
--> statement-breakpoint
CREATE TRIGGER customers_name_words_keep AFTER INSERT OR UPDATE OF name ON customers FOR EACH ROW
  EXECUTE FUNCTION keep_name_words('customer_name_words');
--> statement-breakpoint
DROP FUNCTION keep_customer_name_words();
--> statement-breakpoint
DROP FUNCTION refresh_customer_name_words();
--> statement-breakpoint
SELECT refresh_name_words('businesses', 'business_name_words');
