-- Sessions are no longer remembered between requests (platform/auth/live-sessions.ts): every
-- request reads its session, so the announcements of migration 0005 have no listener left.
DROP TRIGGER IF EXISTS users_sessions_notify ON users;--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_deleted_notify ON sessions;--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_ended_notify ON sessions;--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_session_ended();
