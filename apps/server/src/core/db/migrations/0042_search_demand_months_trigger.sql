-- Hand-written: search_demand_months (migration search_demand_months) kept in step with search_demand
-- by every write, whatever code makes it (the job search's batches, the seed, the bench), in the
-- writing transaction: each row's change is added to its month. Issue 30, reports at scale
-- (docs/performance.md "Reports at 100,000 jobs").
CREATE FUNCTION search_demand_months_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE search_demand_months SET searches = searches - OLD.searches,
      zero_result_searches = zero_result_searches - OLD.zero_result_searches
    WHERE month = date_trunc('month', OLD.day)::date AND keyword = OLD.keyword;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO search_demand_months (month, keyword, searches, zero_result_searches)
    VALUES (date_trunc('month', NEW.day)::date, NEW.keyword, NEW.searches, NEW.zero_result_searches)
    ON CONFLICT (month, keyword) DO UPDATE SET searches = search_demand_months.searches + excluded.searches,
      zero_result_searches = search_demand_months.zero_result_searches + excluded.zero_result_searches;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_demand_months_keep AFTER INSERT OR UPDATE OR DELETE ON search_demand
  FOR EACH ROW EXECUTE FUNCTION search_demand_months_keep();--> statement-breakpoint
-- The rows written before the trigger.
INSERT INTO search_demand_months (month, keyword, searches, zero_result_searches)
SELECT date_trunc('month', day)::date, keyword, sum(searches), sum(zero_result_searches)
FROM search_demand GROUP BY 1, 2;
