/**
 * Query keys of the candidate's applications and saved jobs. The job page, result cards and the
 * applied/saved pages all read them, so a change made in one place refreshes the others.
 */
export const APPLICATIONS_KEY = ['applications'] as const;
export const SAVED_JOBS_KEY = ['saved-jobs'] as const;
