CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "work_counts" (
	"area" text NOT NULL,
	"organization_id" uuid,
	"made_by" text NOT NULL,
	"assignee_id" uuid,
	"n" integer NOT NULL,
	CONSTRAINT "work_counts_key" UNIQUE NULLS NOT DISTINCT("area","organization_id","made_by","assignee_id")
);
--> statement-breakpoint
CREATE TABLE "work_items" (
	"record_id" uuid PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"organization_id" uuid,
	"status" text NOT NULL,
	"made_by" text NOT NULL,
	"waiting_since" timestamp with time zone NOT NULL,
	"assignee_id" uuid,
	"assigned_at" timestamp with time zone,
	"breach_noted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "work_sla" (
	"area" text NOT NULL,
	"organization_id" uuid,
	"due_soon_hours" integer NOT NULL,
	"breach_hours" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "work_sla_key" UNIQUE NULLS NOT DISTINCT("area","organization_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id",("read_at" is not null),"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "work_items_queue_idx" ON "work_items" USING btree ("area","organization_id","waiting_since","record_id");--> statement-breakpoint
CREATE INDEX "work_items_assignee_idx" ON "work_items" USING btree ("assignee_id","waiting_since","record_id") WHERE "work_items"."assignee_id" is not null;--> statement-breakpoint
CREATE INDEX "work_items_unnoted_idx" ON "work_items" USING btree ("area","organization_id","waiting_since") WHERE "work_items"."breach_noted_at" is null;--> statement-breakpoint
-- Hand-written: the queue follows the status of each record that waits for a decision. An item
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION applications_follow_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM work_item_follow('Application', NEW.id, NEW.organization_id, NEW.status::text,
    NOT NEW.is_deleted AND NEW.status IN ('Pending', 'Flagged'), NEW.created_by, NEW.time_stamp);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER applications_work AFTER INSERT OR UPDATE OF status, is_deleted ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_follow_work();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION businesses_follow_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM work_item_follow('Business', NEW.id, NEW.organization_id, NEW.status::text,
    NOT NEW.is_deleted AND NEW.status IN ('Pending', 'Flagged'), NEW.created_by, NEW.time_stamp);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER businesses_work AFTER INSERT OR UPDATE OF status, is_deleted ON businesses
  FOR EACH ROW EXECUTE FUNCTION businesses_follow_work();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION card_requisitions_follow_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM work_item_follow(
    CASE WHEN NEW.request_type = 'Card' THEN 'CardRequisition' ELSE 'LimitRequisition' END,
    NEW.id, NEW.organization_id, NEW.status::text,
    NOT NEW.is_deleted AND NEW.status IN ('Pending', 'Approved'), NEW.created_by, NEW.time_stamp);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER card_requisitions_work AFTER INSERT OR UPDATE OF status, is_deleted ON card_requisitions
  FOR EACH ROW EXECUTE FUNCTION card_requisitions_follow_work();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION admin_changes_follow_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM work_item_follow('AdminChange', NEW.id, NEW.organization_id, NEW.status,
    NEW.status = 'Pending', NEW.requested_actor, NEW.requested_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER admin_changes_work AFTER INSERT OR UPDATE OF status ON admin_changes
  FOR EACH ROW EXECUTE FUNCTION admin_changes_follow_work();
--> statement-breakpoint
-- The counts of the badge follow the items. An update that moves an item from one count to
-- another touches the two rows in one order (by assignee), whoever runs it, so that two
-- assignments cannot wait on each other.
CREATE OR REPLACE FUNCTION work_count_add(p_area text, p_org uuid, p_made_by text, p_assignee uuid, p_n integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO work_counts (area, organization_id, made_by, assignee_id, n)
    VALUES (p_area, p_org, lower(p_made_by), p_assignee, p_n)
  ON CONFLICT ON CONSTRAINT work_counts_key DO UPDATE SET n = work_counts.n + excluded.n;
$$;
--> statement-breakpoint
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
--> statement-breakpoint
CREATE TRIGGER work_items_counts_insert_delete AFTER INSERT OR DELETE ON work_items
  FOR EACH ROW EXECUTE FUNCTION work_items_keep_counts();
--> statement-breakpoint
CREATE TRIGGER work_items_counts_update AFTER UPDATE OF assignee_id ON work_items
  FOR EACH ROW WHEN (OLD.assignee_id IS DISTINCT FROM NEW.assignee_id)
  EXECUTE FUNCTION work_items_keep_counts();
--> statement-breakpoint
-- Recomputes the counts from the items: after a bulk load that ran with triggers disabled.
CREATE OR REPLACE FUNCTION refresh_work_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM work_counts;
  INSERT INTO work_counts (area, organization_id, made_by, assignee_id, n)
    SELECT area, organization_id, lower(made_by), assignee_id, count(*)::integer
    FROM work_items GROUP BY area, organization_id, lower(made_by), assignee_id;
$$;
--> statement-breakpoint
-- What waits already when the queue is installed.
INSERT INTO work_items (record_id, area, organization_id, status, made_by, waiting_since)
  SELECT id, 'Application', organization_id, status::text, created_by, time_stamp FROM applications
    WHERE NOT is_deleted AND status IN ('Pending', 'Flagged')
  UNION ALL
  SELECT id, 'Business', organization_id, status::text, created_by, time_stamp FROM businesses
    WHERE NOT is_deleted AND status IN ('Pending', 'Flagged')
  UNION ALL
  SELECT id, CASE WHEN request_type = 'Card' THEN 'CardRequisition' ELSE 'LimitRequisition' END,
    organization_id, status::text, created_by, time_stamp FROM card_requisitions
    WHERE NOT is_deleted AND status IN ('Pending', 'Approved')
  UNION ALL
  SELECT id, 'AdminChange', organization_id, status, requested_actor, requested_at FROM admin_changes
    WHERE status = 'Pending';
