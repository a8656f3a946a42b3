ALTER TABLE "screening_hits" ADD COLUMN "proposed_at" timestamp with time zone;--> statement-breakpoint
-- The hits open before the work queue followed them join it (its trigger, db/functions/work-queue.sql,
-- keeps them from now on): a pending hit waits for review since it was raised; a proposed true
-- match waits for its checker, since it was raised, as its proposal's time was not kept.
INSERT INTO "work_items" ("record_id", "area", "organization_id", "status", "made_by", "waiting_since")
  SELECT "id", CASE WHEN "status" = 'Pending' THEN 'ScreeningHit' ELSE 'ScreeningMatch' END,
         "organization_id", "status",
         CASE WHEN "status" = 'Pending' THEN 'system' ELSE coalesce("proposed_by", 'system') END,
         "created_at"
    FROM "screening_hits" WHERE "status" IN ('Pending', 'TrueMatchProposed')
  ON CONFLICT ("record_id") DO NOTHING;
