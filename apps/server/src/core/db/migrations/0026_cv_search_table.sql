CREATE TABLE "candidate_search" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"terms" "tsvector" NOT NULL,
	"head" "tsvector" NOT NULL,
	"current_country_id" integer,
	"current_state_id" integer,
	"current_city_id" integer,
	"nationality_id" integer,
	"visa_status_id" integer,
	"notice_period_id" integer,
	"total_experience_years" smallint NOT NULL,
	"expected_salary" integer,
	"expected_salary_currency" text NOT NULL,
	"has_cv" boolean NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"skill_ids" integer[] NOT NULL,
	"desired_designation_ids" integer[] NOT NULL,
	"desired_functional_area_ids" integer[] NOT NULL,
	"desired_industry_ids" integer[] NOT NULL,
	"desired_location_ids" integer[] NOT NULL,
	"current_designation_ids" integer[] NOT NULL,
	"education_level_ids" integer[] NOT NULL,
	"certification_ids" integer[] NOT NULL,
	"certification_expiries" date[] NOT NULL,
	"facet_keys" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_search" ADD CONSTRAINT "candidate_search_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express functions and triggers).
-- The profile's vector without positions, plus one lexeme per pair of words one or two positions
-- apart, the two joined by as many spaces (the parser never puts a space in a lexeme): a phrase of
-- two words ('reach' <-> 'truck', 'bill' <2> 'lade') becomes one lexeme the GIN index answers
-- exactly, where a phrase on the positional vector rechecks every candidate row.
CREATE FUNCTION cv_search_terms(v tsvector) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT strip(v) || coalesce((
    SELECT array_to_tsvector(array_agg(DISTINCT t)) FROM (
      SELECT CASE WHEN n1 - pos IN (1, 2) THEN l || repeat(' ', n1 - pos) || l1 END AS t1,
             CASE WHEN n2 - pos = 2 THEN l || '  ' || l2 END AS t2
      FROM (SELECT u.lexeme AS l, p AS pos, lead(u.lexeme) OVER w AS l1, lead(p) OVER w AS n1,
                   lead(u.lexeme, 2) OVER w AS l2, lead(p, 2) OVER w AS n2
            FROM unnest(v) u, unnest(u.positions) p WINDOW w AS (ORDER BY p)) x
    ) y, unnest(ARRAY[t1, t2]) t WHERE t IS NOT NULL
  ), ''::tsvector)
$$;--> statement-breakpoint
-- The same pairs for a phrase the recruiter typed, ANDed: exactly the phrase when it has at most two
-- words (the search checks the positions itself for longer ones); its one word; or, when only stop
-- words, phraseto_tsquery's own empty query.
CREATE FUNCTION cv_phrase_terms(phrase text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH w AS (
    SELECT u.lexeme AS l, p AS pos, lead(u.lexeme) OVER (ORDER BY p) AS l1, lead(p) OVER (ORDER BY p) AS n1
    FROM unnest(to_tsvector('english'::regconfig, immutable_unaccent(phrase))) u, unnest(u.positions) p
  ), q AS (
    SELECT CASE WHEN n1 - pos <= 2 THEN ARRAY[l || repeat(' ', n1 - pos) || l1] ELSE ARRAY[l, l1] END AS ls
    FROM w WHERE l1 IS NOT NULL
    UNION ALL SELECT ARRAY[l] FROM w WHERE (SELECT count(*) FROM w) = 1
  )
  SELECT coalesce(
    (SELECT string_agg('''' || replace(replace(x, '\', '\\'), '''', '''''') || '''', ' & ')::tsquery
     FROM q, unnest(q.ls) x),
    phraseto_tsquery('english'::regconfig, immutable_unaccent(phrase)))
$$;--> statement-breakpoint
-- Brings the listed candidates among `ids` into candidate_search and takes the others out. Who is
-- listed is decided here, once: a candidate, not hidden, basic profile complete.
CREATE FUNCTION cv_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM candidate_search s WHERE s.user_id = ANY(ids) AND NOT EXISTS (
    SELECT 1 FROM candidate_profiles p JOIN users u ON u.id = p.user_id
    WHERE p.user_id = s.user_id AND u.role = 'candidate' AND NOT p.hidden AND u.phone IS NOT NULL
      AND p.nationality_id IS NOT NULL AND p.current_country_id IS NOT NULL
      AND p.total_experience_years IS NOT NULL);
  INSERT INTO candidate_search AS s (user_id, terms, head, current_country_id, current_state_id,
    current_city_id, nationality_id, visa_status_id, notice_period_id, total_experience_years,
    expected_salary, expected_salary_currency, has_cv, last_active_at, updated_at, skill_ids,
    desired_designation_ids, desired_functional_area_ids, desired_industry_ids, desired_location_ids,
    current_designation_ids, education_level_ids, certification_ids, certification_expiries, facet_keys)
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
        WHERE ed.user_id = p.user_id AND ed.education_level_id IS NOT NULL) k WHERE v IS NOT NULL)
  FROM candidate_profiles p JOIN users u ON u.id = p.user_id
  WHERE p.user_id = ANY(ids) AND u.role = 'candidate' AND NOT p.hidden AND u.phone IS NOT NULL
    AND p.nationality_id IS NOT NULL AND p.current_country_id IS NOT NULL
    AND p.total_experience_years IS NOT NULL
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
    certification_expiries = excluded.certification_expiries, facet_keys = excluded.facet_keys;
$$;--> statement-breakpoint
-- Statement-level with transition tables, so a bulk write (the bench inserts 2,000 profiles a
-- statement) refreshes its candidates in one set-based pass.
CREATE FUNCTION cv_search_refresh_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cv_search_refresh(array(SELECT DISTINCT user_id FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION cv_search_refresh_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cv_search_refresh(array(SELECT DISTINCT user_id FROM old_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION cv_search_refresh_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cv_search_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER candidate_profiles_search_ins AFTER INSERT ON candidate_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cv_search_refresh_new();--> statement-breakpoint
CREATE TRIGGER candidate_profiles_search_upd AFTER UPDATE ON candidate_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cv_search_refresh_new();--> statement-breakpoint
CREATE TRIGGER candidate_profiles_search_del AFTER DELETE ON candidate_profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cv_search_refresh_old();--> statement-breakpoint
CREATE TRIGGER candidate_employments_search_ins AFTER INSERT ON candidate_employments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cv_search_refresh_new();--> statement-breakpoint
CREATE TRIGGER candidate_employments_search_upd AFTER UPDATE ON candidate_employments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cv_search_refresh_new();--> statement-breakpoint
CREATE TRIGGER candidate_employments_search_del AFTER DELETE ON candidate_employments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cv_search_refresh_old();--> statement-breakpoint
CREATE TRIGGER candidate_educations_search_ins AFTER INSERT ON candidate_educations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cv_search_refresh_new();--> statement-breakpoint
CREATE TRIGGER candidate_educations_search_upd AFTER UPDATE ON candidate_educations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cv_search_refresh_new();--> statement-breakpoint
CREATE TRIGGER candidate_educations_search_del AFTER DELETE ON candidate_educations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cv_search_refresh_old();--> statement-breakpoint
CREATE TRIGGER candidate_certifications_search_ins AFTER INSERT ON candidate_certifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cv_search_refresh_new();--> statement-breakpoint
CREATE TRIGGER candidate_certifications_search_upd AFTER UPDATE ON candidate_certifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cv_search_refresh_new();--> statement-breakpoint
CREATE TRIGGER candidate_certifications_search_del AFTER DELETE ON candidate_certifications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cv_search_refresh_old();--> statement-breakpoint
-- Who is listed also depends on the user's role and phone.
CREATE TRIGGER users_search AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.phone IS DISTINCT FROM NEW.phone OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION cv_search_refresh_user();--> statement-breakpoint
-- The candidates already there, before the indexes are built.
SELECT cv_search_refresh(array(SELECT user_id FROM candidate_profiles));--> statement-breakpoint
CREATE INDEX "candidate_search_terms_idx" ON "candidate_search" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "candidate_search_active_idx" ON "candidate_search" USING btree ("last_active_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);