-- Hand-written (drizzle-kit cannot express functions and triggers); 0036 adds the column.
-- Issue 29: a recruiter-added candidate who has neither claimed the account nor objected is found at
-- once by the adding organisation, and by no other, whatever the profile lacks; claiming the account
-- (which records the CV-database consent) makes them a candidate like any other, listed to all while
-- the profile is complete and not hidden. Who is listed, and for whom (`only_org_id`, null: every
-- organisation), is decided here, once; criteria-sql.ts (LISTED, addedByOrg) reads the same rule.
CREATE FUNCTION cv_search_listing(ids integer[]) RETURNS TABLE (user_id integer, only_org_id integer)
LANGUAGE sql STABLE AS $$
  SELECT p.user_id, ci.client_id
  FROM candidate_profiles p JOIN users u ON u.id = p.user_id
  LEFT JOIN candidate_invitations ci ON ci.candidate_id = p.user_id
    AND ci.claimed_at IS NULL AND ci.objected_at IS NULL
  WHERE p.user_id = ANY(ids) AND u.role = 'candidate' AND CASE
    -- Awaiting the claim: the adding organisation's (none left when it was deleted).
    WHEN ci.candidate_id IS NOT NULL THEN ci.client_id IS NOT NULL
    ELSE NOT p.hidden AND u.phone IS NOT NULL AND p.nationality_id IS NOT NULL
      AND p.current_country_id IS NOT NULL AND p.total_experience_years IS NOT NULL
  END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION cv_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM candidate_search s WHERE s.user_id = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM cv_search_listing(ids) l WHERE l.user_id = s.user_id);
  INSERT INTO candidate_search AS s (user_id, terms, head, current_country_id, current_state_id,
    current_city_id, nationality_id, visa_status_id, notice_period_id, total_experience_years,
    expected_salary, expected_salary_currency, has_cv, last_active_at, updated_at, skill_ids,
    desired_designation_ids, desired_functional_area_ids, desired_industry_ids, desired_location_ids,
    current_designation_ids, education_level_ids, certification_ids, certification_expiries, facet_keys,
    only_org_id)
  SELECT p.user_id, cv_search_terms(p.search),
    setweight(to_tsvector('english'::regconfig, immutable_unaccent(coalesce(p.headline, ''))), 'A')
      || setweight(to_tsvector('english'::regconfig, immutable_unaccent(p.keywords)), 'B'),
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
  FROM candidate_profiles p JOIN cv_search_listing(ids) l ON l.user_id = p.user_id
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
-- Adding, claiming, objecting (and an organisation's deletion, which empties client_id) change who
-- finds the candidate.
CREATE FUNCTION cv_search_refresh_invitation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM cv_search_refresh(ARRAY[OLD.candidate_id]);
  ELSE
    PERFORM cv_search_refresh(ARRAY[NEW.candidate_id]);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER candidate_invitations_search AFTER INSERT OR UPDATE OR DELETE ON candidate_invitations
  FOR EACH ROW EXECUTE FUNCTION cv_search_refresh_invitation();--> statement-breakpoint
-- The recruiter-added candidates already there (no other row changes).
SELECT cv_search_refresh(array(SELECT candidate_id FROM candidate_invitations));
