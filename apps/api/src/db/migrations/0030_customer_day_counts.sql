CREATE TABLE "customer_day_counts" (
	"day" date NOT NULL,
	"organization_id" uuid NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "customer_day_counts_day_organization_id_pk" PRIMARY KEY("day","organization_id")
);
--> statement-breakpoint
-- A live customer counts on the day it was created (UTC) in its organization: created, deleted,
-- restored, removed or moved, the counts follow in the same transaction.
CREATE FUNCTION customers_keep_day_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND NOT OLD.is_deleted THEN
    UPDATE customer_day_counts SET n = n - 1
      WHERE day = (OLD.created_at AT TIME ZONE 'UTC')::date AND organization_id = OLD.organization_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NOT NEW.is_deleted THEN
    INSERT INTO customer_day_counts AS c (day, organization_id, n)
      VALUES ((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.organization_id, 1)
      ON CONFLICT (day, organization_id) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_day_counts_insert_delete AFTER INSERT OR DELETE ON customers
  FOR EACH ROW EXECUTE FUNCTION customers_keep_day_counts();
--> statement-breakpoint
CREATE TRIGGER customers_day_counts_update AFTER UPDATE OF created_at, organization_id, is_deleted ON customers
  FOR EACH ROW WHEN ((OLD.created_at, OLD.organization_id, OLD.is_deleted)
                     IS DISTINCT FROM (NEW.created_at, NEW.organization_id, NEW.is_deleted))
  EXECUTE FUNCTION customers_keep_day_counts();
--> statement-breakpoint
-- After a bulk load with triggers off, the day counts are made again with the list's totals.
CREATE OR REPLACE FUNCTION refresh_customer_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM list_counts WHERE key LIKE 'customers%';
  INSERT INTO list_counts (key, n)
    SELECT k, count(*) FROM customers c, unnest(customer_count_keys(c)) AS k GROUP BY k;
  DELETE FROM customer_day_counts;
  INSERT INTO customer_day_counts (day, organization_id, n)
    SELECT (created_at AT TIME ZONE 'UTC')::date, organization_id, count(*) FROM customers
    WHERE NOT is_deleted GROUP BY 1, 2;
$$;
--> statement-breakpoint
SELECT refresh_customer_counts();
