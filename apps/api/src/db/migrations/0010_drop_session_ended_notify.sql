-- Sessions are read from the database on every request (the cache that needed these announcements
-- was removed), so nothing listens on `session_ended` any more.
DROP TRIGGER IF EXISTS users_sessions_notify ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_deleted_notify ON sessions;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_ended_notify ON sessions;
--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_session_ended();
