-- The work queue follows the records that wait for a decision, and keeps its counts.
-- The current text of each function and trigger (kernel/database/functions.ts): applied after the
-- migrations on every start, so every statement is a CREATE OR REPLACE.

-- The queue follows the status of each record that waits for a decision. An item
-- that moves on to another waiting status (a requisition approved, to complete) starts a new
-- step: it waits from then, unassigned, its breach not yet told.
CREATE OR REPLACE FUNCTION work_item_follow(
  p_area text, p_record uuid, p_org uuid, p_status text, p_waiting boolean, p_made_by text, p_at timestamptz
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT p_waiting THEN
    DELETE FROM work_items WHERE record_id = p_record;
    RETURN;
  END IF;
  INSERT INTO work_items (record_id, area, organization_id, status, made_by, waiting_since)
    VALUES (p_record, p_area, p_org, p_status, p_made_by, p_at)
  ON CONFLICT (record_id) DO UPDATE SET
    status = excluded.status,
    waiting_since = excluded.waiting_since,
    assignee_id = NULL,
    assigned_at = NULL,
    breach_noted_at = NULL
  WHERE work_items.status IS DISTINCT FROM excluded.status;
END
$$;

CREATE OR REPLACE FUNCTION applications_follow_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM work_item_follow('Application', NEW.id, NEW.organization_id, NEW.status::text,
    NOT NEW.is_deleted AND NEW.status IN ('Pending', 'Flagged'), NEW.created_by, NEW.time_stamp);
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION businesses_follow_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM work_item_follow('Business', NEW.id, NEW.organization_id, NEW.status::text,
    NOT NEW.is_deleted AND NEW.status IN ('Pending', 'Flagged'), NEW.created_by, NEW.time_stamp);
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION card_requisitions_follow_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM work_item_follow(
    CASE WHEN NEW.request_type = 'Card' THEN 'CardRequisition' ELSE 'LimitRequisition' END,
    NEW.id, NEW.organization_id, NEW.status::text,
    NOT NEW.is_deleted AND NEW.status IN ('Pending', 'Approved'), NEW.created_by, NEW.time_stamp);
  RETURN NULL;
END
$$;

-- A merchant's access waits in an area of its own, decided in the merchant's organization by
-- holders of merchant.approve_access, not with the administration changes.
CREATE OR REPLACE FUNCTION admin_changes_follow_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM work_item_follow(
    CASE WHEN NEW.kind = 'MerchantAccess' THEN 'MerchantAccess' ELSE 'AdminChange' END,
    NEW.id, NEW.organization_id, NEW.status,
    NEW.status = 'Pending', NEW.requested_actor, NEW.requested_at);
  RETURN NULL;
END
$$;

-- A screening hit waits for review while Pending, and for a checker once a true match is proposed:
-- two areas, decided by different people, so the move from one to the other leaves the first
-- area's lane. A pending hit is the screening's own (whoever's change raised it may review it);
-- a proposed match is its proposer's, who never confirms it.
CREATE OR REPLACE FUNCTION screening_hits_follow_work() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_proposed boolean := NEW.status = 'TrueMatchProposed';
  v_area text := CASE WHEN v_proposed THEN 'ScreeningMatch' ELSE 'ScreeningHit' END;
BEGIN
  DELETE FROM work_items WHERE record_id = NEW.id AND area <> v_area;
  PERFORM work_item_follow(v_area, NEW.id, NEW.organization_id, NEW.status,
    NEW.status IN ('Pending', 'TrueMatchProposed'),
    CASE WHEN v_proposed THEN coalesce(NEW.proposed_by, 'system') ELSE 'system' END,
    CASE WHEN v_proposed THEN coalesce(NEW.proposed_at, NEW.created_at) ELSE NEW.created_at END);
  RETURN NULL;
END
$$;

-- An access review waits for the security officer while Pending. The reviewed user is its maker,
-- so nobody decides a review of their own access. Its escalation changes no status: the item
-- keeps its age and its holder.
CREATE OR REPLACE FUNCTION access_reviews_follow_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM work_item_follow('AccessReview', NEW.id, NEW.organization_id, NEW.status,
    NOT NEW.is_deleted AND NEW.status = 'Pending', NEW.user_name, NEW.created_at);
  RETURN NULL;
END
$$;

-- A customer's review waits for its maker while Due (opened by the upkeep: made by the system),
-- then for a second person once Submitted (made by whoever submitted it). Its maker changes with
-- its step, so a step's item is written anew: the counts, kept per maker, follow an insert.
CREATE OR REPLACE FUNCTION kyc_reviews_follow_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status IS DISTINCT FROM NEW.status THEN
    DELETE FROM work_items WHERE record_id = NEW.id;
  END IF;
  PERFORM work_item_follow('KycReview', NEW.id, NEW.organization_id, NEW.status,
    NEW.status IN ('Due', 'Submitted'), coalesce(NEW.submitted_by, 'system'), NEW.time_stamp);
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION work_items_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM work_count_add(NEW.area, NEW.organization_id, NEW.made_by, NEW.assignee_id, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM work_count_add(OLD.area, OLD.organization_id, OLD.made_by, OLD.assignee_id, -1);
  ELSIF coalesce(OLD.assignee_id::text, '') < coalesce(NEW.assignee_id::text, '') THEN
    PERFORM work_count_add(OLD.area, OLD.organization_id, OLD.made_by, OLD.assignee_id, -1);
    PERFORM work_count_add(NEW.area, NEW.organization_id, NEW.made_by, NEW.assignee_id, 1);
  ELSE
    PERFORM work_count_add(NEW.area, NEW.organization_id, NEW.made_by, NEW.assignee_id, 1);
    PERFORM work_count_add(OLD.area, OLD.organization_id, OLD.made_by, OLD.assignee_id, -1);
  END IF;
  RETURN NULL;
END
$$;

-- Recomputes the counts from the items: after a bulk load that ran with triggers disabled.
CREATE OR REPLACE FUNCTION refresh_work_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM work_counts;
  INSERT INTO work_counts (area, organization_id, made_by, assignee_id, n)
    SELECT area, organization_id, lower(made_by), assignee_id, count(*)::integer
    FROM work_items GROUP BY area, organization_id, lower(made_by), assignee_id;
$$;

-- The work queue's counts kept as the lists' totals are,
-- so that two people claiming or deciding items of one maker never wait on each other there.
CREATE OR REPLACE FUNCTION work_count_add(p_area text, p_org uuid, p_made_by text, p_assignee uuid, p_n integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE work_counts SET n = n + p_n
    WHERE id = (SELECT id FROM work_counts
                WHERE area = p_area
                  AND coalesce(organization_id, '00000000-0000-0000-0000-000000000000'::uuid)
                    = coalesce(p_org, '00000000-0000-0000-0000-000000000000'::uuid)
                  AND made_by = lower(p_made_by)
                  AND coalesce(assignee_id, '00000000-0000-0000-0000-000000000000'::uuid)
                    = coalesce(p_assignee, '00000000-0000-0000-0000-000000000000'::uuid)
                LIMIT 1 FOR UPDATE SKIP LOCKED);
  IF NOT FOUND THEN
    INSERT INTO work_counts (area, organization_id, made_by, assignee_id, n)
      VALUES (p_area, p_org, lower(p_made_by), p_assignee, p_n);
  END IF;
END $$;

CREATE OR REPLACE TRIGGER access_reviews_work AFTER INSERT OR UPDATE OF status, is_deleted ON public.access_reviews
  FOR EACH ROW
  EXECUTE FUNCTION access_reviews_follow_work();

CREATE OR REPLACE TRIGGER admin_changes_work AFTER INSERT OR UPDATE OF status ON public.admin_changes
  FOR EACH ROW
  EXECUTE FUNCTION admin_changes_follow_work();

CREATE OR REPLACE TRIGGER applications_work AFTER INSERT OR UPDATE OF status, is_deleted ON public.applications
  FOR EACH ROW
  EXECUTE FUNCTION applications_follow_work();

CREATE OR REPLACE TRIGGER businesses_work AFTER INSERT OR UPDATE OF status, is_deleted ON public.businesses
  FOR EACH ROW
  EXECUTE FUNCTION businesses_follow_work();

CREATE OR REPLACE TRIGGER card_requisitions_work AFTER INSERT OR UPDATE OF status, is_deleted ON public.card_requisitions
  FOR EACH ROW
  EXECUTE FUNCTION card_requisitions_follow_work();

CREATE OR REPLACE TRIGGER screening_hits_work AFTER INSERT OR UPDATE OF status ON public.screening_hits
  FOR EACH ROW
  EXECUTE FUNCTION screening_hits_follow_work();

CREATE OR REPLACE TRIGGER kyc_reviews_work AFTER INSERT OR UPDATE OF status ON public.kyc_reviews
  FOR EACH ROW
  EXECUTE FUNCTION kyc_reviews_follow_work();

CREATE OR REPLACE TRIGGER work_items_counts_insert_delete AFTER INSERT OR DELETE ON public.work_items
  FOR EACH ROW
  EXECUTE FUNCTION work_items_keep_counts();

CREATE OR REPLACE TRIGGER work_items_counts_update AFTER UPDATE OF assignee_id ON public.work_items
  FOR EACH ROW
  WHEN ((old.assignee_id IS DISTINCT FROM new.assignee_id))
  EXECUTE FUNCTION work_items_keep_counts();
