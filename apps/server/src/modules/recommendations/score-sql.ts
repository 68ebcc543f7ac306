import type { EmploymentType } from '@portal/contract/jobs';
import { type SQL, sql } from 'drizzle-orm';
import { OPEN } from '../job-search';

/**
 * Weights of each matched part of the desired job (out of 100 when the profile gives them all).
 * The score divides by the weights of what the profile does give, so a candidate who names only
 * skills can still reach 100.
 */
export const WEIGHTS = {
  designation: 25,
  functional_area: 15,
  location: 20,
  /** Scaled by how many of the candidate's skills (up to SKILLS_FOR_FULL) the job asks for. */
  skills: 25,
  experience: 10,
  salary: 5,
  employment_type: 5,
} as const;
const SKILLS_FOR_FULL = 5;
/**
 * Experience outside the job's range scales the whole score: a candidate 2 years short of the
 * minimum is a weak fit however well the rest matches (6 years for a job asking 8-12 must not
 * read 88 %). Each year short takes 15 % (at most 70 %), each year over the maximum 4 % (at most 30 %).
 */
const SHORT_YEAR_PENALTY = 0.15;
const SHORT_FLOOR = 0.3;
const OVER_YEAR_PENALTY = 0.04;
const OVER_FLOOR = 0.7;
/** How many of the newest matching open jobs are scored; recommendations favour fresh jobs anyway. */
export const CANDIDATE_POOL = 1000;

export type ScoredRow = {
  id: number;
  score: number;
  total: number;
  designation_id: number | null;
  functional_area_id: number | null;
  locs: number[];
  skills: number[];
  exp: boolean;
  sal: boolean;
  /** The job's employment type (jobs.employment_type holds the contract's values), when the candidate wants it. */
  employment_type: EmploymentType | null;
};

const w = (k: keyof typeof WEIGHTS) => sql.raw(String(WEIGHTS[k]));

/**
 * Open jobs matching the candidate's desired designation, functional area, locations or skills
 * (at least one: experience, salary and employment type only rank), minus the jobs applied for,
 * scored and ranked, with what matched in each. The four arms use the GIN indexes of
 * location_ids and skill_ids and the partial indexes of published jobs' designation and
 * functional area.
 */
export type Anchors = {
  designations: number[];
  functionalAreas: number[];
  locations: number[];
  skills: number[];
};

const ints = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

export function scoredJobsQuery(userId: number, anchors: Anchors, limit: number, offset: number): SQL {
  return sql`with p as (
    select desired_designation_ids as d, desired_functional_area_ids as f, desired_location_ids as l,
      skill_ids as s, desired_employment_types as e, total_experience_years as x,
      -- The expected (monthly) salary in AED a month, as the jobs' salaries are kept.
      salary_aed_month(expected_salary, expected_salary_currency, 'MONTH') as sal,
      (case when cardinality(desired_designation_ids) > 0 then ${w('designation')} else 0 end
       + case when cardinality(desired_functional_area_ids) > 0 then ${w('functional_area')} else 0 end
       + case when cardinality(desired_location_ids) > 0 then ${w('location')} else 0 end
       + case when cardinality(skill_ids) > 0 then ${w('skills')} else 0 end
       + case when total_experience_years is not null then ${w('experience')} else 0 end
       + case when expected_salary is not null then ${w('salary')} else 0 end
       + case when cardinality(desired_employment_types) > 0 then ${w('employment_type')} else 0 end) as room
    from candidate_profiles where user_id = ${userId}
  ), c as (
    -- The newest matching open jobs, at most CANDIDATE_POOL: a broad profile (one emirate, common
    -- skills) matches a quarter of all jobs, and scoring them all costs ~200 ms on 100,000 jobs.
    -- The arrays as values, not p's columns: then each arm can use its index.
    select j.* from jobs j
    where ${OPEN}
      and (j.designation_id = any(${ints(anchors.designations)}) or j.functional_area_id = any(${ints(anchors.functionalAreas)})
        or j.location_ids && ${ints(anchors.locations)} or j.skill_ids && ${ints(anchors.skills)})
      and not exists (select 1 from applications a where a.job_id = j.id and a.candidate_id = ${userId})
    order by j.published_at desc nulls last, j.id desc
    limit ${sql.raw(String(CANDIDATE_POOL))}
  ), m as (
    select j.id, j.published_at,
      case when j.designation_id = any(p.d) then j.designation_id end as designation_id,
      case when j.functional_area_id = any(p.f) then j.functional_area_id end as functional_area_id,
      -- In the job's own order, so the reasons read as the job lists them.
      array(select x from unnest(j.location_ids) with ordinality u(x, o) where x = any(p.l) order by o) as locs,
      array(select x from unnest(j.skill_ids) with ordinality u(x, o) where x = any(p.s) order by o) as skills,
      coalesce(p.x between coalesce(j.experience_min, 0) and coalesce(j.experience_max, 100), false) as exp,
      coalesce(greatest(coalesce(j.experience_min, 0) - p.x, 0), 0) as short_years,
      coalesce(greatest(p.x - coalesce(j.experience_max, 100), 0), 0) as over_years,
      coalesce(p.sal <= coalesce(j.salary_max_aed_month, j.salary_min_aed_month) and j.salary_visible, false) as sal,
      case when j.employment_type = any(p.e) then j.employment_type end as employment_type,
      cardinality(p.s) as own_skills, p.room
    from c j, p
  ), s as (
    select m.*, round(100.0 * (
        case when designation_id is not null then ${w('designation')} else 0 end
      + case when functional_area_id is not null then ${w('functional_area')} else 0 end
      + case when cardinality(locs) > 0 then ${w('location')} else 0 end
      + ${w('skills')}.0 * least(cardinality(skills), ${SKILLS_FOR_FULL}) / greatest(least(own_skills, ${SKILLS_FOR_FULL}), 1)
      + case when exp then ${w('experience')} else 0 end
      + case when sal then ${w('salary')} else 0 end
      + case when employment_type is not null then ${w('employment_type')} else 0 end
    ) / greatest(room, 1)
      * greatest(${sql.raw(String(SHORT_FLOOR))}, 1 - ${sql.raw(String(SHORT_YEAR_PENALTY))} * short_years)
      * greatest(${sql.raw(String(OVER_FLOOR))}, 1 - ${sql.raw(String(OVER_YEAR_PENALTY))} * over_years))::int as score
    from m
  )
  select id, score, count(*) over ()::int as total, designation_id, functional_area_id, locs, skills, exp, sal, employment_type
  from s order by score desc, cardinality(skills) desc, published_at desc nulls last, id desc
  limit ${limit} offset ${offset}`;
}
