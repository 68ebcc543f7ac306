-- Hand-written (drizzle-kit cannot express functions, triggers or INCLUDE indexes); the migration
-- application_sources_reports adds the columns. Issue 30, reports at scale (docs/performance.md
-- "Reports"): each application carries its job's organisation and the first time it reached each
-- stage, kept here by triggers whatever code writes the rows, so the funnel, time-in-stage and
-- sources reports read one table through one covering index instead of joining the events.
CREATE FUNCTION applications_set_client() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.client_id := (SELECT j.client_id FROM jobs j WHERE j.id = NEW.job_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER applications_set_client BEFORE INSERT OR UPDATE OF job_id ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_set_client();--> statement-breakpoint
-- A job handed to another organisation takes its applications' figures along.
CREATE FUNCTION jobs_move_applications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications SET client_id = NEW.client_id WHERE job_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_move_applications AFTER UPDATE OF client_id ON jobs
  FOR EACH ROW WHEN (OLD.client_id IS DISTINCT FROM NEW.client_id)
  EXECUTE FUNCTION jobs_move_applications();--> statement-breakpoint
-- The first time reached: least() keeps the earliest even when events arrive out of order (seeds, imports).
CREATE FUNCTION application_events_stage_times() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'shortlisted' THEN
    UPDATE applications SET shortlisted_at = least(shortlisted_at, NEW.created_at) WHERE id = NEW.application_id;
  ELSIF NEW.status = 'interview' THEN
    UPDATE applications SET interview_at = least(interview_at, NEW.created_at) WHERE id = NEW.application_id;
  ELSIF NEW.status = 'offered' THEN
    UPDATE applications SET offered_at = least(offered_at, NEW.created_at) WHERE id = NEW.application_id;
  ELSIF NEW.status = 'hired' THEN
    UPDATE applications SET hired_at = least(hired_at, NEW.created_at) WHERE id = NEW.application_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER application_events_stage_times AFTER INSERT ON application_events
  FOR EACH ROW EXECUTE FUNCTION application_events_stage_times();--> statement-breakpoint
-- Backfill the rows written before the triggers.
UPDATE applications a SET client_id = j.client_id FROM jobs j WHERE j.id = a.job_id;--> statement-breakpoint
UPDATE applications a SET shortlisted_at = e.shortlisted, interview_at = e.interview, offered_at = e.offered,
  hired_at = e.hired
FROM (
  SELECT application_id,
    min(created_at) FILTER (WHERE status = 'shortlisted') AS shortlisted,
    min(created_at) FILTER (WHERE status = 'interview') AS interview,
    min(created_at) FILTER (WHERE status = 'offered') AS offered,
    min(created_at) FILTER (WHERE status = 'hired') AS hired
  FROM application_events GROUP BY application_id
) e WHERE e.application_id = a.id;--> statement-breakpoint
-- The reports' one read: an organisation's applications of a period, everything they count in the index.
CREATE INDEX applications_client_created_idx ON applications (client_id, created_at)
  INCLUDE (job_id, source, utm_source, shortlisted_at, interview_at, offered_at, hired_at);
