import type { MasterName } from '@portal/contract/master-data';

/** Who a referencing row belongs to, as the item list's usage counts them. */
export type RefKind = 'jobs' | 'profiles' | 'other';

/**
 * A column holding master-data ids: one id (`scalar`) or an array of them (`array`). `owner` is the
 * record the row belongs to, counted once however many of its columns hold the item.
 */
export type RefColumn = {
  table: string;
  column: string;
  shape: 'scalar' | 'array';
  kind: RefKind;
  owner: string;
  lists: readonly MasterName[];
};

const PLACES: readonly MasterName[] = ['countries', 'states', 'cities'];

/**
 * Every column of the schema that refers to a master item. Usage counts and merges both read this
 * one table, so a new reference added to the schema and here is counted and moved alike. The JSON
 * ones (job templates' locations, alerts' and saved searches' criteria) are handled in merge.ts.
 */
export const REF_COLUMNS: readonly RefColumn[] = [
  ...(
    [
      ['designation_id', 'designations'],
      ['functional_area_id', 'functional_areas'],
      ['industry_id', 'industries'],
      ['education_level_id', 'education_levels'],
    ] as const
  ).flatMap(([column, list]): RefColumn[] => [
    { table: 'jobs', column, shape: 'scalar', kind: 'jobs', owner: 'id', lists: [list] },
    { table: 'job_templates', column, shape: 'scalar', kind: 'other', owner: 'id', lists: [list] },
  ]),
  { table: 'jobs', column: 'location_ids', shape: 'array', kind: 'jobs', owner: 'id', lists: PLACES },
  { table: 'jobs', column: 'skill_ids', shape: 'array', kind: 'jobs', owner: 'id', lists: ['skills'] },
  ...(['country_id', 'state_id', 'city_id'] as const).map(
    (column): RefColumn => ({
      table: 'job_locations',
      column,
      shape: 'scalar',
      kind: 'jobs',
      owner: 'job_id',
      lists: PLACES,
    }),
  ),
  {
    table: 'job_templates',
    column: 'skill_ids',
    shape: 'array',
    kind: 'other',
    owner: 'id',
    lists: ['skills'],
  },
  ...(
    [
      ['nationality_id', 'countries'],
      ['current_country_id', 'countries'],
      ['current_state_id', 'states'],
      ['current_city_id', 'cities'],
      ['visa_status_id', 'visa_statuses'],
      ['notice_period_id', 'notice_periods'],
    ] as const
  ).map(
    ([column, list]): RefColumn => ({
      table: 'candidate_profiles',
      column,
      shape: 'scalar',
      kind: 'profiles',
      owner: 'user_id',
      lists: [list],
    }),
  ),
  ...(
    [
      ['skill_ids', ['skills']],
      ['desired_designation_ids', ['designations']],
      ['desired_functional_area_ids', ['functional_areas']],
      ['desired_industry_ids', ['industries']],
      ['desired_location_ids', PLACES],
    ] as const
  ).map(
    ([column, lists]): RefColumn => ({
      table: 'candidate_profiles',
      column,
      shape: 'array',
      kind: 'profiles',
      owner: 'user_id',
      lists,
    }),
  ),
  ...(
    [
      ['candidate_educations', 'education_level_id', 'education_levels'],
      ['candidate_employments', 'designation_id', 'designations'],
      ['candidate_certifications', 'certification_id', 'certifications'],
    ] as const
  ).map(
    ([table, column, list]): RefColumn => ({
      table,
      column,
      shape: 'scalar',
      kind: 'profiles',
      owner: 'user_id',
      lists: [list],
    }),
  ),
  {
    table: 'company_profiles',
    column: 'industry_id',
    shape: 'scalar',
    kind: 'other',
    owner: 'client_id',
    lists: ['industries'],
  },
  ...(['state_id', 'city_id'] as const).map(
    (column): RefColumn => ({
      table: 'company_branches',
      column,
      shape: 'scalar',
      kind: 'other',
      owner: 'id',
      lists: ['states', 'cities'],
    }),
  ),
];

export const refColumnsOf = (list: MasterName) => REF_COLUMNS.filter((c) => c.lists.includes(list));

/** Keys of stored search criteria (job alerts, CV saved searches) whose values are master ids. */
export const CRITERIA_ID_KEYS = [
  'location',
  'designation',
  'functional_area',
  'industry',
  'current_location',
  'desired_location',
  'skills',
  'nationality',
  'visa_status',
  'notice_period',
  'education_level',
  'certification',
] as const;
