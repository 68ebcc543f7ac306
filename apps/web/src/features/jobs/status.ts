import type { JOB_SORTS, JobStatus } from '@portal/contract/jobs';

export const JOB_STATUS_LABEL: Record<JobStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  closed: 'Closed',
  expired: 'Expired',
};

export type StatusFilter = JobStatus | 'all';
export const STATUS_FILTERS: StatusFilter[] = ['all', 'draft', 'published', 'closed', 'expired'];

export const JOB_SORT_LABEL: Record<(typeof JOB_SORTS)[number], string> = {
  updated: 'Last updated',
  newest: 'Newest first',
  oldest: 'Oldest first',
  title: 'Title (A–Z)',
  views: 'Most viewed',
};

/** Application statuses (DESIGN.md section 4), in the order a hire moves through them. */
export const APPLICATION_STATUSES = [
  ['applied', 'Applied'],
  ['shortlisted', 'Shortlisted'],
  ['interview', 'Interview'],
  ['offered', 'Offered'],
  ['hired', 'Hired'],
  ['rejected', 'Rejected'],
  ['withdrawn', 'Withdrawn'],
] as const;
