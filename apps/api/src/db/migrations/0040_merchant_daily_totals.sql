CREATE TABLE "core"."merchant_daily_totals" (
	"org_id" uuid NOT NULL,
	"merchant_code" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"total" numeric(20, 2) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "merchant_daily_totals_org_id_merchant_code_day_currency_pk" PRIMARY KEY("org_id","merchant_code","day","currency")
);
--> statement-breakpoint
-- Hand-written: the days follow every insert of merchant transactions as the hours do (migration
-- 0013), by a trigger of their own, once per statement; the days of the payments already there
-- come from their hours.
CREATE FUNCTION core.merchant_daily_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO core.merchant_daily_totals AS t (org_id, merchant_code, day, currency, total, count)
  SELECT org_id, merchant_code, date_trunc('day', trn_date, 'UTC'), currency, sum(amount), count(*)
  FROM added
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (org_id, merchant_code, day, currency)
  DO UPDATE SET total = t.total + excluded.total, count = t.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER merchant_transactions_daily_totals AFTER INSERT ON core.merchant_transactions
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION core.merchant_daily_totals_add();
--> statement-breakpoint
INSERT INTO core.merchant_daily_totals (org_id, merchant_code, day, currency, total, count)
SELECT org_id, merchant_code, date_trunc('day', hour, 'UTC'), currency, sum(total), sum(count)
FROM core.merchant_hourly_totals
GROUP BY 1, 2, 3, 4;
