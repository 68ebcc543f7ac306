-- Hand-written (drizzle-kit cannot express functions and triggers). Issue 31: an Arabic query for a
-- designation or skill finds the jobs and candidates filed under it in English.
-- The Arabic names of master items, in the order of `ids` (nulls and items without one left out).
CREATE FUNCTION master_names_ar(ids integer[]) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(m.name_ar, ' ' ORDER BY array_position(ids, m.id)), '')
  FROM public.master_items m WHERE m.id = ANY(ids) AND m.name_ar IS NOT NULL
$$;--> statement-breakpoint
-- jobs.keywords_ar: any writer (service, seed, bench) gets it, like the salary in AED (0010).
CREATE FUNCTION jobs_keywords_ar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.keywords_ar := CASE WHEN NEW.designation_id IS NULL AND cardinality(NEW.skill_ids) = 0 THEN ''
    ELSE master_names_ar(array_prepend(NEW.designation_id, NEW.skill_ids)) END;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_keywords_ar BEFORE INSERT OR UPDATE OF designation_id, skill_ids ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_keywords_ar();--> statement-breakpoint
-- A master item's Arabic name given or changed: its jobs' keywords and its candidates' index rows.
CREATE FUNCTION master_items_name_ar_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs SET keywords_ar = master_names_ar(array_prepend(designation_id, skill_ids))
  WHERE designation_id = NEW.id OR skill_ids @> ARRAY[NEW.id];
  PERFORM cv_search_refresh(array(SELECT user_id FROM candidate_search
    WHERE skill_ids @> ARRAY[NEW.id] OR desired_designation_ids @> ARRAY[NEW.id]
      OR current_designation_ids @> ARRAY[NEW.id]));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER master_items_name_ar AFTER UPDATE OF name_ar ON master_items FOR EACH ROW
  WHEN (OLD.name_ar IS DISTINCT FROM NEW.name_ar) EXECUTE FUNCTION master_items_name_ar_changed();--> statement-breakpoint
-- The jobs already there whose items have Arabic names.
UPDATE jobs SET keywords_ar = master_names_ar(array_prepend(designation_id, skill_ids))
WHERE designation_id IN (SELECT id FROM master_items WHERE name_ar IS NOT NULL)
  OR skill_ids && array(SELECT id FROM master_items WHERE name_ar IS NOT NULL);--> statement-breakpoint
-- The CV search's phrase pairs read the phrase as the vectors are read (search_fold).
CREATE OR REPLACE FUNCTION cv_phrase_terms(phrase text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH w AS (
    SELECT u.lexeme AS l, p AS pos, lead(u.lexeme) OVER (ORDER BY p) AS l1, lead(p) OVER (ORDER BY p) AS n1
    FROM unnest(to_tsvector('english'::regconfig, search_fold(phrase))) u, unnest(u.positions) p
  ), q AS (
    SELECT CASE WHEN n1 - pos <= 2 THEN ARRAY[l || repeat(' ', n1 - pos) || l1] ELSE ARRAY[l, l1] END AS ls
    FROM w WHERE l1 IS NOT NULL
    UNION ALL SELECT ARRAY[l] FROM w WHERE (SELECT count(*) FROM w) = 1
  )
  SELECT coalesce(
    (SELECT string_agg('''' || replace(replace(x, '\', '\\'), '''', '''''') || '''', ' & ')::tsquery
     FROM q, unnest(q.ls) x),
    phraseto_tsquery('english'::regconfig, search_fold(phrase)))
$$;--> statement-breakpoint
-- The CV search's rows read the Arabic names too, and the headline and keywords through search_fold.
CREATE OR REPLACE FUNCTION cv_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM candidate_search s WHERE s.user_id = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM cv_search_listing(ids) l WHERE l.user_id = s.user_id);
  INSERT INTO candidate_search AS s (user_id, terms, head, current_country_id, current_state_id,
    current_city_id, nationality_id, visa_status_id, notice_period_id, total_experience_years,
    expected_salary, expected_salary_currency, has_cv, last_active_at, updated_at, skill_ids,
    desired_designation_ids, desired_functional_area_ids, desired_industry_ids, desired_location_ids,
    current_designation_ids, education_level_ids, certification_ids, certification_expiries, facet_keys,
    only_org_id)
  SELECT p.user_id, cv_search_terms(p.search || a.names),
    setweight(to_tsvector('english'::regconfig, search_fold(coalesce(p.headline, ''))), 'A')
      || setweight(to_tsvector('english'::regconfig, search_fold(p.keywords)), 'B') || a.names,
    p.current_country_id, p.current_state_id, p.current_city_id, p.nationality_id, p.visa_status_id,
    p.notice_period_id, p.total_experience_years, p.expected_salary, p.expected_salary_currency,
    p.cv_file_id IS NOT NULL, p.last_active_at, p.updated_at, p.skill_ids, p.desired_designation_ids,
    p.desired_functional_area_ids, p.desired_industry_ids, p.desired_location_ids,
    array(SELECT DISTINCT e.designation_id FROM candidate_employments e
      WHERE e.user_id = p.user_id AND e.is_current AND e.designation_id IS NOT NULL),
    array(SELECT DISTINCT ed.education_level_id FROM candidate_educations ed
      WHERE ed.user_id = p.user_id AND ed.education_level_id IS NOT NULL),
    -- Each certificate once, with its latest expiry (none if any copy has none): the candidate holds
    -- a valid one while that date has not passed.
    array(SELECT ce.certification_id FROM candidate_certifications ce
      WHERE ce.user_id = p.user_id AND ce.certification_id IS NOT NULL
      GROUP BY ce.certification_id ORDER BY ce.certification_id),
    array(SELECT CASE WHEN bool_or(ce.expires_on IS NULL) THEN NULL ELSE max(ce.expires_on) END
      FROM candidate_certifications ce WHERE ce.user_id = p.user_id AND ce.certification_id IS NOT NULL
      GROUP BY ce.certification_id ORDER BY ce.certification_id),
    -- Every facet value but certificates, tagged with its facet's place in CV_FACETS (contract)
    -- plus one, times 2^26, so one unnest and one grouping count them all.
    array(SELECT v FROM (
      SELECT 1 << 26 | p.current_state_id AS v
      UNION ALL SELECT 2 << 26 | x FROM unnest(p.desired_location_ids) x
      UNION ALL SELECT 3 << 26 | x FROM unnest(p.desired_designation_ids) x
      UNION ALL SELECT 4 << 26 | x FROM unnest(p.desired_functional_area_ids) x
      UNION ALL SELECT 5 << 26 | x FROM unnest(p.desired_industry_ids) x
      UNION ALL SELECT 6 << 26 | x FROM unnest(p.skill_ids) x
      UNION ALL SELECT 7 << 26 | p.nationality_id
      UNION ALL SELECT 8 << 26 | p.visa_status_id
      UNION ALL SELECT 9 << 26 | p.notice_period_id
      UNION ALL SELECT DISTINCT 10 << 26 | ed.education_level_id FROM candidate_educations ed
        WHERE ed.user_id = p.user_id AND ed.education_level_id IS NOT NULL) k WHERE v IS NOT NULL),
    l.only_org_id
  FROM candidate_profiles p JOIN cv_search_listing(ids) l ON l.user_id = p.user_id,
    -- The Arabic names of the skills, desired designations and employments' designations (weight B,
    -- like the English ones in p.keywords).
    LATERAL (SELECT setweight(to_tsvector('english'::regconfig, search_fold(master_names_ar(
      p.skill_ids || p.desired_designation_ids || array(SELECT e.designation_id FROM candidate_employments e
        WHERE e.user_id = p.user_id AND e.designation_id IS NOT NULL)))), 'B') AS names) a
  ON CONFLICT (user_id) DO UPDATE SET terms = excluded.terms, head = excluded.head,
    current_country_id = excluded.current_country_id, current_state_id = excluded.current_state_id,
    current_city_id = excluded.current_city_id, nationality_id = excluded.nationality_id,
    visa_status_id = excluded.visa_status_id, notice_period_id = excluded.notice_period_id,
    total_experience_years = excluded.total_experience_years, expected_salary = excluded.expected_salary,
    expected_salary_currency = excluded.expected_salary_currency, has_cv = excluded.has_cv,
    last_active_at = excluded.last_active_at, updated_at = excluded.updated_at,
    skill_ids = excluded.skill_ids, desired_designation_ids = excluded.desired_designation_ids,
    desired_functional_area_ids = excluded.desired_functional_area_ids,
    desired_industry_ids = excluded.desired_industry_ids, desired_location_ids = excluded.desired_location_ids,
    current_designation_ids = excluded.current_designation_ids,
    education_level_ids = excluded.education_level_ids, certification_ids = excluded.certification_ids,
    certification_expiries = excluded.certification_expiries, facet_keys = excluded.facet_keys,
    only_org_id = excluded.only_org_id;
$$;--> statement-breakpoint
-- Every listed candidate again: their vectors were rebuilt with search_fold (0050).
SELECT cv_search_refresh(array(SELECT user_id FROM candidate_profiles));
