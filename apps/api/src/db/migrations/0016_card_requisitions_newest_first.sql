DROP INDEX "card_requisitions_list_idx";--> statement-breakpoint
DROP INDEX "card_requisitions_status_idx";--> statement-breakpoint
DROP INDEX "card_requisitions_account_idx";--> statement-breakpoint
DROP INDEX "card_requisitions_org_idx";--> statement-breakpoint
CREATE INDEX "card_requisitions_list_idx" ON "card_requisitions" USING btree ("request_type","created_at" DESC NULLS FIRST,"id") WHERE not "card_requisitions"."is_deleted";--> statement-breakpoint
CREATE INDEX "card_requisitions_status_idx" ON "card_requisitions" USING btree ("request_type","status","created_at" DESC NULLS FIRST,"id") WHERE not "card_requisitions"."is_deleted";--> statement-breakpoint
CREATE INDEX "card_requisitions_account_idx" ON "card_requisitions" USING btree ("request_type","account_number","created_at" DESC NULLS FIRST,"id") WHERE not "card_requisitions"."is_deleted";--> statement-breakpoint
CREATE INDEX "card_requisitions_org_idx" ON "card_requisitions" USING btree ("organization_id","request_type","created_at" DESC NULLS FIRST,"id") WHERE not "card_requisitions"."is_deleted";