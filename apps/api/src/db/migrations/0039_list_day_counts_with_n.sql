DROP INDEX "list_day_counts_key_idx";--> statement-breakpoint
CREATE INDEX "list_day_counts_key_idx" ON "list_day_counts" USING btree ("key","day","organization_id","n");