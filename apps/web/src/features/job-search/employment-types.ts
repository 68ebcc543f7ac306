import type { EmploymentType } from '@portal/contract/job-values';

/** Each employment type's name in the catalogue (features/job-search/i18n). */
export const EMPLOYMENT_TYPE_KEYS = {
  FULL_TIME: 'employmentType.FULL_TIME',
  PART_TIME: 'employmentType.PART_TIME',
  CONTRACTOR: 'employmentType.CONTRACTOR',
  TEMPORARY: 'employmentType.TEMPORARY',
  INTERN: 'employmentType.INTERN',
  VOLUNTEER: 'employmentType.VOLUNTEER',
  PER_DIEM: 'employmentType.PER_DIEM',
  OTHER: 'employmentType.OTHER',
} as const satisfies Record<EmploymentType, string>;
