-- The sign-in rate limit, counted per route and client address in fixed windows here rather than in
-- each process, so that every API process sharing this database shares the limit.
CREATE TABLE "sign_in_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_attempts_window_ends_at_idx" ON "sign_in_attempts" USING btree ("window_ends_at");