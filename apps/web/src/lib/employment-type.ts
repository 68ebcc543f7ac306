import type { EmploymentType } from '@portal/contract/job-values';
import { useCallback } from 'react';
import { type Translate, useT } from './i18n';

/** Each employment type's name in the lib catalogue: the one place the web names them. */
export const EMPLOYMENT_TYPE_KEYS = {
  FULL_TIME: 'employment.FULL_TIME',
  PART_TIME: 'employment.PART_TIME',
  CONTRACTOR: 'employment.CONTRACTOR',
  TEMPORARY: 'employment.TEMPORARY',
  INTERN: 'employment.INTERN',
  VOLUNTEER: 'employment.VOLUNTEER',
  PER_DIEM: 'employment.PER_DIEM',
  OTHER: 'employment.OTHER',
} as const satisfies Record<EmploymentType, string>;

/** "Full time" / "دوام كامل"; a value the client does not know stays as it came. */
export const employmentTypeLabel = (t: Translate, type: EmploymentType): string =>
  type in EMPLOYMENT_TYPE_KEYS ? t(EMPLOYMENT_TYPE_KEYS[type]) : type;

/** The employment type's name in the page's language. */
export function useEmploymentTypeLabel(): (type: EmploymentType) => string {
  const t = useT();
  return useCallback((type: EmploymentType) => employmentTypeLabel(t, type), [t]);
}

/** The employment type's English name, for code that names things outside a page. */
export const englishEmploymentTypeLabel = (type: EmploymentType): string =>
  employmentTypeLabel(useT.translator('en', 'en-GB'), type);
