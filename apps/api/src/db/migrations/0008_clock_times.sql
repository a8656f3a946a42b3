ALTER TABLE "activity_events" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "branches" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "branches" ALTER COLUMN "time_stamp" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "organizations" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "organizations" ALTER COLUMN "time_stamp" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "roles" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "roles" ALTER COLUMN "time_stamp" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_branches" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_branches" ALTER COLUMN "time_stamp" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_roles" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "time_stamp" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "time_stamp" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "time_stamp" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "time_stamp" DROP DEFAULT;