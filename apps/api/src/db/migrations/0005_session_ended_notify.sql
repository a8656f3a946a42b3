-- Every end of a session, by whatever path, is announced on the `session_ended` channel, so that
-- each API process drops what it remembers of it at once (platform/auth/live-sessions.ts).
-- Payload: `s:<session id>`, or `u:<user id>` when a user is deactivated, deleted or re-keyed.
CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_ended', 'u:' || NEW.id::text);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('session_ended', 's:' || OLD.id::text);
  ELSE
    PERFORM pg_notify('session_ended', 's:' || NEW.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended_notify AFTER UPDATE OF ended_at ON sessions FOR EACH ROW
  WHEN (OLD.ended_at IS NULL AND NEW.ended_at IS NOT NULL) EXECUTE FUNCTION notify_session_ended();
--> statement-breakpoint
CREATE TRIGGER sessions_deleted_notify AFTER DELETE ON sessions FOR EACH ROW
  EXECUTE FUNCTION notify_session_ended();
--> statement-breakpoint
CREATE TRIGGER users_sessions_notify AFTER UPDATE OF is_active, is_deleted, password_hash ON users FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted
        OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION notify_session_ended();
