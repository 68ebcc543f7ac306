-- Hand-written: client_view_days (migration client_view_days) kept in step with job_view_days by every
-- write, whatever code makes it, in the writing transaction: each row's change is added to its job's
-- organisation's day. A job deleted with its rows is already gone when they are: its past views stay
-- in the organisation's days (they happened). Issue 30, reports at scale (docs/performance.md
-- "Reports at 100,000 jobs").
CREATE FUNCTION client_view_days_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c integer;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT client_id INTO c FROM jobs WHERE id = OLD.job_id;
    IF c IS NOT NULL THEN
      UPDATE client_view_days SET views = views - OLD.views WHERE client_id = c AND day = OLD.day;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT client_id INTO c FROM jobs WHERE id = NEW.job_id;
    INSERT INTO client_view_days (client_id, day, views) VALUES (c, NEW.day, NEW.views)
    ON CONFLICT (client_id, day) DO UPDATE SET views = client_view_days.views + excluded.views;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER client_view_days_keep AFTER INSERT OR UPDATE OR DELETE ON job_view_days
  FOR EACH ROW EXECUTE FUNCTION client_view_days_keep();--> statement-breakpoint
-- The rows written before the trigger.
INSERT INTO client_view_days (client_id, day, views)
SELECT j.client_id, d.day, sum(d.views) FROM job_view_days d JOIN jobs j ON j.id = d.job_id GROUP BY 1, 2;
