import type { PlanLimit } from '@portal/contract/plans';

/** Each plan limit's name in this feature's catalogue. */
export const LIMIT_LABEL = {
  active_jobs: 'limit.active_jobs',
  cv_views: 'limit.cv_views',
  cv_downloads: 'limit.cv_downloads',
  recruiter_emails: 'limit.recruiter_emails',
  users: 'limit.users',
} as const satisfies Record<PlanLimit, string>;
