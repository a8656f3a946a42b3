CREATE TABLE "screening_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"report_threshold" double precision NOT NULL,
	"review_threshold" double precision NOT NULL,
	"time_stamp" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
