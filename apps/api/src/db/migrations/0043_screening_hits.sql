CREATE TABLE "screening_hits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"record_name" text NOT NULL,
	"subject" jsonb NOT NULL,
	"subject_hash" text NOT NULL,
	"entry_id" uuid NOT NULL,
	"entry_hash" text NOT NULL,
	"source" text NOT NULL,
	"reference" text NOT NULL,
	"entry_name" text NOT NULL,
	"score" double precision NOT NULL,
	"reasons" jsonb NOT NULL,
	"status" text NOT NULL,
	"proposed_by" text,
	"decided_by" text,
	"reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "screening_hits" ADD CONSTRAINT "screening_hits_entry_id_screening_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."screening_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "screening_hits_pair_idx" ON "screening_hits" USING btree ("record_id","entry_id","subject_hash","entry_hash");--> statement-breakpoint
CREATE INDEX "screening_hits_organization_idx" ON "screening_hits" USING btree ("organization_id","created_at" DESC NULLS LAST);