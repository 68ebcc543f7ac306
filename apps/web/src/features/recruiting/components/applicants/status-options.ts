import { EMPLOYER_STATUSES, type EmployerStatus } from '@portal/contract/applications';
import type { ApplicationStatus } from '@portal/contract/candidate-enums';
import { isOneOf } from '@/lib/one-of';

/** The catalogue key of each application status's name. */
export const STATUS_KEY = {
  applied: 'status.applied',
  shortlisted: 'status.shortlisted',
  interview: 'status.interview',
  offered: 'status.offered',
  hired: 'status.hired',
  rejected: 'status.rejected',
  withdrawn: 'status.withdrawn',
} as const satisfies Record<ApplicationStatus, string>;

export const EMPLOYER_STATUS_OPTIONS = EMPLOYER_STATUSES.map((s) => ({
  value: s,
  key: STATUS_KEY[s],
}));

export const isEmployerStatus = (v: string): v is EmployerStatus => isOneOf(EMPLOYER_STATUSES, v);
