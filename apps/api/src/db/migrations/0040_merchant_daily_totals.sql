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
-- Hand-written: the trigger of every insert of merchant transactions keeps the days as it keeps
-- the hours, once per statement; the days of the payments already there come from their hours.
CREATE OR REPLACE FUNCTION core.merchant_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO core.merchant_hourly_totals AS t (org_id, merchant_code, hour, currency, total, count)
  SELECT org_id, merchant_code, date_trunc('hour', trn_date, 'UTC'), currency, sum(amount), count(*)
  FROM added
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (org_id, merchant_code, hour, currency)
  DO UPDATE SET total = t.total + excluded.total, count = t.count + excluded.count;
  INSERT INTO core.merchant_daily_totals AS t (org_id, merchant_code, day, currency, total, count)
  SELECT org_id, merchant_code, date_trunc('day', trn_date, 'UTC'), currency, sum(amount), count(*)
  FROM added
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (org_id, merchant_code, day, currency)
  DO UPDATE SET total = t.total + excluded.total, count = t.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO core.merchant_daily_totals (org_id, merchant_code, day, currency, total, count)
SELECT org_id, merchant_code, date_trunc('day', hour, 'UTC'), currency, sum(total), sum(count)
FROM core.merchant_hourly_totals
GROUP BY 1, 2, 3, 4;
