// The jobs' plain values, without zod: the client's job cards read them on the first load.
/** Google for Jobs employmentType values (schema.org JobPosting). */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
  VOLUNTEER: 'Volunteer',
  PER_DIEM: 'Per diem',
  OTHER: 'Other',
};

/** The job search's "posted within" choices, in days. */
export const POSTED_WITHIN = [1, 3, 7, 30] as const;
/** Search filters that take several values (comma-separated ids in the URL and the API). */
export const JOB_LIST_FILTERS = [
  'location',
  'designation',
  'functional_area',
  'industry',
  'employment_type',
  'employer',
] as const;
export type JobListFilter = (typeof JOB_LIST_FILTERS)[number];
/** Filters counted as facets (disjunctively: each over the matches of every other filter). */
export const JOB_FACET_FILTERS = [...JOB_LIST_FILTERS, 'experience', 'posted_within'] as const;
export const SEARCH_SORTS = ['relevance', 'date'] as const;
