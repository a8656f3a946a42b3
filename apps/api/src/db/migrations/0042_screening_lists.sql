CREATE TABLE "screening_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"entry" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"added_version_id" uuid NOT NULL,
	"changed_version_id" uuid NOT NULL,
	"removed_version_id" uuid,
	"delisted_on" text
);
--> statement-breakpoint
CREATE TABLE "screening_list_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "screening_list_versions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"entries" integer NOT NULL,
	"added" integer NOT NULL,
	"removed" integer NOT NULL,
	"changed" integer NOT NULL,
	"generated_at" text,
	"file_name" text,
	"file_sha256" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "screening_entries" ADD CONSTRAINT "screening_entries_added_version_id_screening_list_versions_id_fk" FOREIGN KEY ("added_version_id") REFERENCES "public"."screening_list_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_entries" ADD CONSTRAINT "screening_entries_changed_version_id_screening_list_versions_id_fk" FOREIGN KEY ("changed_version_id") REFERENCES "public"."screening_list_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_entries" ADD CONSTRAINT "screening_entries_removed_version_id_screening_list_versions_id_fk" FOREIGN KEY ("removed_version_id") REFERENCES "public"."screening_list_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "screening_entries_source_reference_idx" ON "screening_entries" USING btree ("source","reference");--> statement-breakpoint
CREATE INDEX "screening_entries_in_force_idx" ON "screening_entries" USING btree ("source") WHERE removed_version_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "screening_list_versions_seq_idx" ON "screening_list_versions" USING btree ("seq");