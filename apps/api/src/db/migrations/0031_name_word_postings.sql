CREATE TABLE "customer_name_word_postings" (
	"word" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"record_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_name_word_postings" (
	"word" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"record_id" uuid NOT NULL
);
--> statement-breakpoint
-- A live record holds one posting per distinct word of its name, with its organization and time
-- of creation: written, renamed, moved, re-dated, deleted, restored or removed, its postings
-- follow in the same transaction. The trigger names the postings table.
CREATE FUNCTION keep_name_postings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND NOT OLD.is_deleted THEN
    EXECUTE format('DELETE FROM %I WHERE word = ANY($1) AND organization_id = $2 '
                   'AND created_at = $3 AND record_id = $4', TG_ARGV[0])
      USING OLD.name_words, OLD.organization_id, OLD.created_at, OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NOT NEW.is_deleted THEN
    EXECUTE format('INSERT INTO %I (word, organization_id, created_at, record_id) '
                   'SELECT DISTINCT w, $2, $3, $4 FROM unnest($1::text[]) w WHERE w <> '''' ', TG_ARGV[0])
      USING NEW.name_words, NEW.organization_id, NEW.created_at, NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_name_postings_keep
  AFTER INSERT OR UPDATE OF name, organization_id, created_at, is_deleted OR DELETE ON customers FOR EACH ROW
  EXECUTE FUNCTION keep_name_postings('customer_name_word_postings');
--> statement-breakpoint
CREATE TRIGGER businesses_name_postings_keep
  AFTER INSERT OR UPDATE OF name, organization_id, created_at, is_deleted OR DELETE ON businesses FOR EACH ROW
  EXECUTE FUNCTION keep_name_postings('business_name_word_postings');
--> statement-breakpoint
-- A bulk load with triggers off calls refresh_name_postings(table, postings) once after it.
CREATE FUNCTION refresh_name_postings(source regclass, postings regclass) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %s', postings);
  EXECUTE format('INSERT INTO %s (word, organization_id, created_at, record_id) '
                 'SELECT DISTINCT w, organization_id, created_at, id FROM %s, unnest(name_words) w '
                 'WHERE NOT is_deleted AND w <> ''''', postings, source);
END $$;
--> statement-breakpoint
SELECT refresh_name_postings('customers', 'customer_name_word_postings');
--> statement-breakpoint
SELECT refresh_name_postings('businesses', 'business_name_word_postings');
--> statement-breakpoint
-- The indexes are made once the postings are in: faster than keeping them row by row.
CREATE UNIQUE INDEX "customer_name_word_postings_idx" ON "customer_name_word_postings" USING btree ("word","organization_id","created_at" DESC NULLS FIRST,"record_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "business_name_word_postings_idx" ON "business_name_word_postings" USING btree ("word","organization_id","created_at" DESC NULLS FIRST,"record_id");
