ALTER TABLE "work_counts" DROP CONSTRAINT "work_counts_key";--> statement-breakpoint
ALTER TABLE "work_counts" ADD COLUMN "id" bigint PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "work_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "work_counts_key_idx" ON "work_counts" USING btree ("area",coalesce("organization_id", '00000000-0000-0000-0000-000000000000'::uuid),"made_by",coalesce("assignee_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
-- Hand-written from here: the work queue's counts kept as the lists' totals are (migration 0033),
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
--> statement-breakpoint
-- The kept counts whose rows writers at once may split: the lists' totals, the days of customers,
-- the days of all users' activity (migration 0032), the work queue's. The upkeep runs it on its
-- schedule.
CREATE FUNCTION merge_counts() RETURNS integer LANGUAGE sql AS $$
  SELECT merge_count_rows('list_counts', ARRAY['key'], ARRAY['n'])
    + merge_count_rows('customer_day_counts', ARRAY['day', 'organization_id'], ARRAY['n'])
    + merge_count_rows('activity_days', ARRAY['day', 'organization_id'],
        ARRAY['applications', 'linked_accounts', 'de_linked_accounts', 'set_limit_count', 'reset_pin_count',
              'reset_physical_card_pin_count', 'events'])
    + merge_count_rows('work_counts', ARRAY['area', 'organization_id', 'made_by', 'assignee_id'], ARRAY['n']);
$$;
