import type { JOB_SORTS, JobStatus } from '@portal/contract/jobs';

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
