-- The sandbox core's merchant totals by hour and by day, kept by triggers on its transactions.
-- The current text of each function and trigger (kernel/database/functions.ts): applied after the
-- migrations on every start, so every statement is a CREATE OR REPLACE.

-- The days follow every insert of merchant transactions as the hours do, by a trigger of their
-- own, once per statement; the days of the payments already there come from their hours.
CREATE OR REPLACE FUNCTION core.merchant_daily_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO core.merchant_daily_totals AS t (org_id, merchant_code, day, currency, total, count)
  SELECT org_id, merchant_code, date_trunc('day', trn_date, 'UTC'), currency, sum(amount), count(*)
  FROM added
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (org_id, merchant_code, day, currency)
  DO UPDATE SET total = t.total + excluded.total, count = t.count + excluded.count;
  RETURN NULL;
END $$;

-- The hourly totals follow every insert of merchant transactions, once per statement
-- (a bulk load of a million rows updates each hour once, not once per row).
CREATE OR REPLACE FUNCTION core.merchant_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO core.merchant_hourly_totals AS t (org_id, merchant_code, hour, currency, total, count)
  SELECT org_id, merchant_code, date_trunc('hour', trn_date, 'UTC'), currency, sum(amount), count(*)
  FROM added
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (org_id, merchant_code, hour, currency)
  DO UPDATE SET total = t.total + excluded.total, count = t.count + excluded.count;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER merchant_transactions_daily_totals AFTER INSERT ON core.merchant_transactions
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT
  EXECUTE FUNCTION core.merchant_daily_totals_add();

CREATE OR REPLACE TRIGGER merchant_transactions_totals AFTER INSERT ON core.merchant_transactions
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT
  EXECUTE FUNCTION core.merchant_totals_add();
