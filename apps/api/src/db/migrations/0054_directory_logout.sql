CREATE INDEX "directory_sign_ins_sid_idx" ON "directory_sign_ins" USING btree ("tenant","sid") WHERE "directory_sign_ins"."sid" is not null;--> statement-breakpoint
CREATE INDEX "sessions_directory_sign_in_idx" ON "sessions" USING btree ("directory_sign_in_id") WHERE "sessions"."ended_at" is null and "sessions"."directory_sign_in_id" is not null;
