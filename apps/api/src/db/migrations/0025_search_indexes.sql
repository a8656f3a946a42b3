CREATE INDEX "users_user_name_prefix_idx" ON "users" USING btree (lower("user_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "applications_account_idx" ON "applications" USING btree ("account_number") WHERE "applications"."account_number" is not null;--> statement-breakpoint
CREATE INDEX "businesses_account_idx" ON "businesses" USING btree ("account_number") WHERE "businesses"."account_number" is not null;--> statement-breakpoint
CREATE INDEX "merchants_code_prefix_idx" ON "merchants" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "merchants_account_no_idx" ON "merchants" USING btree ("account_no");