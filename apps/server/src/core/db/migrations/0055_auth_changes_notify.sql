-- A signed-in request's lookup (the user, their organisation, whether the token was signed out) reads
-- users, clients and revoked_tokens. Every write to them says so on this channel, whoever makes it, so
-- a process that keeps those lookups in memory (the embedded database's, modules/user/session-cache.ts)
-- drops them as the change commits. One notice a statement; PostgreSQL folds equal notices of a
-- transaction into one.
CREATE FUNCTION auth_changes_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changes', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_auth_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changes_notify();--> statement-breakpoint
CREATE TRIGGER clients_auth_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON clients
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changes_notify();--> statement-breakpoint
CREATE TRIGGER revoked_tokens_auth_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON revoked_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changes_notify();
