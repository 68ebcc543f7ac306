-- Hand-written. Tells the servers holding the CV search's index in memory (cv-search/listed-candidates.ts)
-- which candidates' rows changed: the user ids, comma-separated, at most 800 a notice (under 7,000 of
-- the 8,000 bytes a payload may have), delivered when the writing transaction commits.
CREATE FUNCTION cv_search_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('candidate_search_changes', string_agg(c.user_id::text, ','))
  FROM (SELECT user_id, (row_number() OVER ()) / 800 AS chunk FROM changed_rows) c
  GROUP BY c.chunk;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Transition tables allow one event a trigger; INSERT ... ON CONFLICT DO UPDATE fires the first two.
CREATE TRIGGER candidate_search_notify_ins AFTER INSERT ON candidate_search
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION cv_search_notify();--> statement-breakpoint
CREATE TRIGGER candidate_search_notify_upd AFTER UPDATE ON candidate_search
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION cv_search_notify();--> statement-breakpoint
CREATE TRIGGER candidate_search_notify_del AFTER DELETE ON candidate_search
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION cv_search_notify();
