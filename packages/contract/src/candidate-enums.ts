/**
 * Enumerations the candidate, application and alert tables share with the contracts. Kept apart
 * from the request/response schemas so the database schema imports values, not zod objects.
 */

/** DESIGN.md section 4: applied -> shortlisted -> interview -> offered -> hired, or rejected / withdrawn. */
export const APPLICATION_STATUSES = [
  'applied',
  'shortlisted',
  'interview',
  'offered',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offered: 'Offered',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/**
 * What a stored file is for; decides size limits, accepted types and who may read it.
 * `offer_letter`: an offer's PDF the server wrote, kept as the candidate's file (modules/offers).
 */
export const FILE_KINDS = ['photo', 'cv', 'offer_letter'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const GENDERS = ['male', 'female', 'unspecified'] as const;
