import type { JOB_SORTS, JobStatus } from '@portal/contract/jobs';

/** The catalogue key of each job status's name. */
export const JOB_STATUS_KEY = {
  draft: 'status.draft',
  published: 'status.published',
  closed: 'status.closed',
  expired: 'status.expired',
} as const satisfies Record<JobStatus, string>;

/** "No draft jobs" and the like, by status. */
export const NO_JOBS_KEY = {
  draft: 'ws.noneStatus.draft',
  published: 'ws.noneStatus.published',
  closed: 'ws.noneStatus.closed',
  expired: 'ws.noneStatus.expired',
} as const satisfies Record<JobStatus, string>;

export type StatusFilter = JobStatus | 'all';
export const STATUS_FILTERS: StatusFilter[] = ['all', 'draft', 'published', 'closed', 'expired'];

export const JOB_SORT_KEY = {
  updated: 'sort.updated',
  newest: 'sort.newest',
  oldest: 'sort.oldest',
  title: 'sort.title',
  views: 'sort.views',
} as const satisfies Record<(typeof JOB_SORTS)[number], string>;

/** Application statuses (DESIGN.md section 4), in the order a hire moves through them. */
export const APPLICATION_STATUSES = [
  ['applied', 'app.applied'],
  ['shortlisted', 'app.shortlisted'],
  ['interview', 'app.interview'],
  ['offered', 'app.offered'],
  ['hired', 'app.hired'],
  ['rejected', 'app.rejected'],
  ['withdrawn', 'app.withdrawn'],
] as const;
