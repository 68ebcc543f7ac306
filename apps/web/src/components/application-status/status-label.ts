import type { ApplicationStatus } from '@portal/contract/candidate-enums';

/** Each application status's name in the components catalogue. */
export const APPLICATION_STATUS_KEYS = {
  applied: 'status.applied',
  shortlisted: 'status.shortlisted',
  interview: 'status.interview',
  offered: 'status.offered',
  hired: 'status.hired',
  rejected: 'status.rejected',
  withdrawn: 'status.withdrawn',
} as const satisfies Record<ApplicationStatus, string>;
