DROP INDEX "work_items_queue_idx";--> statement-breakpoint
DROP INDEX "work_items_assignee_idx";--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "lane" text GENERATED ALWAYS AS (area || ':' || coalesce(organization_id::text, '')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "work_items_lane_idx" ON "work_items" USING btree ("lane","waiting_since","record_id");--> statement-breakpoint
CREATE INDEX "work_items_assignee_lane_idx" ON "work_items" USING btree ("assignee_id","lane","waiting_since","record_id") WHERE "work_items"."assignee_id" is not null;