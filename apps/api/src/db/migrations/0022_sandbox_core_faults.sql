-- The sandbox core's fault switch: one mode (ok, slow, down, refuse) in place of the outage flag.
-- A core in an outage stays down.
CREATE TYPE "core"."fault_mode" AS ENUM('ok', 'slow', 'down', 'refuse');--> statement-breakpoint
ALTER TABLE "core"."settings" ADD COLUMN "mode" "core"."fault_mode" DEFAULT 'ok' NOT NULL;--> statement-breakpoint
UPDATE "core"."settings" SET "mode" = 'down' WHERE "outage";--> statement-breakpoint
ALTER TABLE "core"."settings" DROP COLUMN "outage";
