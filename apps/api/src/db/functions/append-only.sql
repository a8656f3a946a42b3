-- The audit and the records' histories are append-only: the database refuses to rewrite them.
-- The current text of each function and trigger (kernel/database/functions.ts): applied after the
-- migrations on every start, so every statement is a CREATE OR REPLACE.

-- The audit cannot be rewritten, not even by the application's own database user: the
-- database refuses UPDATE and DELETE on activity events (TRUNCATE too).
CREATE OR REPLACE FUNCTION refuse_audit_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'activity events cannot be changed or removed' USING ERRCODE = 'insufficient_privilege';
END;
$$;

-- The records' histories (an application's, a business's, a card requisition's
-- steps) are audit trails like the activity events: the database refuses to change or remove
-- their rows, and on a PostgreSQL server the serving role may only read and append to every
-- table a refuse_…_rewrite trigger guards (kernel/database/serving-role.ts).
CREATE OR REPLACE FUNCTION refuse_history_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows cannot be changed or removed', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE OR REPLACE TRIGGER activity_events_append_only BEFORE DELETE OR UPDATE ON public.activity_events
  FOR EACH ROW
  EXECUTE FUNCTION refuse_audit_rewrite();

CREATE OR REPLACE TRIGGER activity_events_no_truncate BEFORE TRUNCATE ON public.activity_events
  FOR EACH STATEMENT
  EXECUTE FUNCTION refuse_audit_rewrite();

CREATE OR REPLACE TRIGGER application_history_append_only BEFORE DELETE OR UPDATE ON public.application_history
  FOR EACH ROW
  EXECUTE FUNCTION refuse_history_rewrite();

CREATE OR REPLACE TRIGGER application_history_no_truncate BEFORE TRUNCATE ON public.application_history
  FOR EACH STATEMENT
  EXECUTE FUNCTION refuse_history_rewrite();

CREATE OR REPLACE TRIGGER business_history_append_only BEFORE DELETE OR UPDATE ON public.business_history
  FOR EACH ROW
  EXECUTE FUNCTION refuse_history_rewrite();

CREATE OR REPLACE TRIGGER business_history_no_truncate BEFORE TRUNCATE ON public.business_history
  FOR EACH STATEMENT
  EXECUTE FUNCTION refuse_history_rewrite();

CREATE OR REPLACE TRIGGER card_requisition_remarks_append_only BEFORE DELETE OR UPDATE ON public.card_requisition_remarks
  FOR EACH ROW
  EXECUTE FUNCTION refuse_history_rewrite();

CREATE OR REPLACE TRIGGER card_requisition_remarks_no_truncate BEFORE TRUNCATE ON public.card_requisition_remarks
  FOR EACH STATEMENT
  EXECUTE FUNCTION refuse_history_rewrite();
