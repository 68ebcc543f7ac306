-- Hand-written: member_move_days (migration member_move_days) kept in step with application_events by
-- every status write, whatever code makes it, in the writing transaction. A move is what the team
-- activity report counts (modules/reports/team-activity-repository.ts): a history row by a user who is
-- not a candidate, without a note or changing the status from the application's previous row; its day
-- is the application's organisation's (applications.client_id, kept by reports_pipeline_triggers).
-- Issue 30, reports at scale (docs/performance.md "Reports at 100,000 jobs").
CREATE FUNCTION member_move_days_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c integer;
  tz text;
BEGIN
  IF NEW.changed_by IS NULL OR NOT EXISTS (SELECT 1 FROM users WHERE id = NEW.changed_by AND role <> 'candidate') THEN
    RETURN NULL;
  END IF;
  IF NEW.note IS NOT NULL AND NEW.status IS NOT DISTINCT FROM (
    SELECT p.status FROM application_events p
    WHERE p.application_id = NEW.application_id AND (p.created_at, p.id) < (NEW.created_at, NEW.id)
    ORDER BY p.created_at DESC, p.id DESC LIMIT 1) THEN
    RETURN NULL;
  END IF;
  SELECT a.client_id, cl.time_zone INTO c, tz
  FROM applications a JOIN clients cl ON cl.id = a.client_id WHERE a.id = NEW.application_id;
  IF c IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO member_move_days (client_id, user_id, day, moves)
  VALUES (c, NEW.changed_by, (NEW.created_at AT TIME ZONE tz)::date, 1)
  ON CONFLICT (client_id, user_id, day) DO UPDATE SET moves = member_move_days.moves + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER member_move_days_keep AFTER INSERT ON application_events
  FOR EACH ROW EXECUTE FUNCTION member_move_days_keep();--> statement-breakpoint
-- The same counts from every history row at once: the rows written before the trigger (and the bench's
-- bulk generation, which sets the trigger aside and calls this).
CREATE FUNCTION member_move_days_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM member_move_days;
  INSERT INTO member_move_days (client_id, user_id, day, moves)
  SELECT a.client_id, e.changed_by, (e.created_at AT TIME ZONE cl.time_zone)::date, count(*)
  FROM application_events e
  JOIN users u ON u.id = e.changed_by AND u.role <> 'candidate'
  JOIN applications a ON a.id = e.application_id
  JOIN clients cl ON cl.id = a.client_id
  WHERE e.note IS NULL OR e.status IS DISTINCT FROM (
    SELECT p.status FROM application_events p
    WHERE p.application_id = e.application_id AND (p.created_at, p.id) < (e.created_at, e.id)
    ORDER BY p.created_at DESC, p.id DESC LIMIT 1)
  GROUP BY 1, 2, 3;
$$;--> statement-breakpoint
SELECT member_move_days_rebuild();
