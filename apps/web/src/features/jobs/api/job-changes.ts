import { queryKeys } from '@/lib/query-keys';

/** What a change to a job refreshes: the management lists and details, and the public search and pages. */
export const JOB_CHANGES = [queryKeys.manageJobs.all(), queryKeys.publicJobs.all()];
