-- Hand-written: the records' histories (an application's, a business's, a card requisition's
-- steps) are audit trails like the activity events: the database refuses to change or remove
-- their rows, and on a PostgreSQL server the serving role may only read and append to every
-- table a refuse_…_rewrite trigger guards (db/serving-role.ts).
CREATE FUNCTION refuse_history_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows cannot be changed or removed', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER application_history_append_only BEFORE UPDATE OR DELETE ON "application_history"
  FOR EACH ROW EXECUTE FUNCTION refuse_history_rewrite();--> statement-breakpoint
CREATE TRIGGER application_history_no_truncate BEFORE TRUNCATE ON "application_history"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_history_rewrite();--> statement-breakpoint
CREATE TRIGGER business_history_append_only BEFORE UPDATE OR DELETE ON "business_history"
  FOR EACH ROW EXECUTE FUNCTION refuse_history_rewrite();--> statement-breakpoint
CREATE TRIGGER business_history_no_truncate BEFORE TRUNCATE ON "business_history"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_history_rewrite();--> statement-breakpoint
CREATE TRIGGER card_requisition_remarks_append_only BEFORE UPDATE OR DELETE ON "card_requisition_remarks"
  FOR EACH ROW EXECUTE FUNCTION refuse_history_rewrite();--> statement-breakpoint
CREATE TRIGGER card_requisition_remarks_no_truncate BEFORE TRUNCATE ON "card_requisition_remarks"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_history_rewrite();
