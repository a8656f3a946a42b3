CREATE TABLE "list_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_count_keys(c customers) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN c.is_deleted THEN ARRAY[]::text[]
    ELSE ARRAY['customers', 'customers:status:' || c.status]
      || CASE WHEN c.pending_applications_count > 0 THEN ARRAY['customers:ongoing'] ELSE ARRAY[]::text[] END
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customers_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE list_counts SET n = n - 1 WHERE key = ANY (customer_count_keys(OLD));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO list_counts (key, n) SELECT k, 1 FROM unnest(customer_count_keys(NEW)) AS k
    ON CONFLICT (key) DO UPDATE SET n = list_counts.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER customers_counts_insert_delete AFTER INSERT OR DELETE ON customers
  FOR EACH ROW EXECUTE FUNCTION customers_keep_counts();
--> statement-breakpoint
CREATE TRIGGER customers_counts_update AFTER UPDATE ON customers
  FOR EACH ROW WHEN (customer_count_keys(OLD) IS DISTINCT FROM customer_count_keys(NEW))
  EXECUTE FUNCTION customers_keep_counts();
--> statement-breakpoint
-- Recomputes every count from the rows: after a bulk load that ran with triggers disabled.
CREATE OR REPLACE FUNCTION refresh_customer_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM list_counts WHERE key LIKE 'customers%';
  INSERT INTO list_counts (key, n)
    SELECT k, count(*) FROM customers c, unnest(customer_count_keys(c)) AS k GROUP BY k;
$$;
