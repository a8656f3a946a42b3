ALTER TABLE "applications" ADD COLUMN "awaiting_core" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "card_requisitions" ADD COLUMN "awaiting_core" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "card_requisitions" ADD COLUMN "core_error" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "awaiting_core" boolean DEFAULT false NOT NULL;