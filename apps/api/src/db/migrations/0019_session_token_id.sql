-- A session accepts only the token whose `jti` it holds; a refresh replaces it. Tokens issued
-- before this column existed have no recorded id: their sessions end, and their users sign in once
-- more. The random value of an ended session matches no token.
UPDATE "sessions" SET "ended_at" = now(), "end_reason" = 'token replacement introduced' WHERE "ended_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "token_id" uuid DEFAULT gen_random_uuid() NOT NULL;
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "token_id" DROP DEFAULT;
