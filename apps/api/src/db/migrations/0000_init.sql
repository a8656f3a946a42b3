CREATE TABLE "activity_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"event" text NOT NULL,
	"created_by" text NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remarks" text,
	"target_type" text,
	"target_id" text,
	"address" text
);
--> statement-breakpoint
CREATE INDEX "activity_events_created_at_idx" ON "activity_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_events_created_by_idx" ON "activity_events" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "activity_events_type_idx" ON "activity_events" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "activity_events_target_idx" ON "activity_events" USING btree ("target_type","target_id");