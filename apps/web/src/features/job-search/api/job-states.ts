import type { MyApplication, SavedJob } from '@portal/contract/applications';
import type { ApplicationStatus } from '@portal/contract/candidate-enums';
import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { publicQueryKeys } from '@/lib/public-query-keys';

/** The most ids one lookup sends (the API's page size cap). */
const MAX_IDS = 100;

export async function getApplicationsFor(jobIds: number[]): Promise<MyApplication[]> {
  const res = await call(jobsEndpoints.apply, { query: { job_ids: jobIds.join(','), page_size: MAX_IDS } });
  return res.data.data;
}

export async function getSavedFor(jobIds: number[]): Promise<SavedJob[]> {
  const res = await call(jobsEndpoints.saveJob, { query: { job_ids: jobIds.join(','), page_size: MAX_IDS } });
  return res.data.data;
}

const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b).slice(0, MAX_IDS);

export const appliedForOptions = (jobIds: number[]) =>
  queryOptions({
    queryKey: publicQueryKeys.applications.forJobs(sorted(jobIds)),
    queryFn: () => getApplicationsFor(sorted(jobIds)),
  });

export const savedForOptions = (jobIds: number[]) =>
  queryOptions({
    queryKey: publicQueryKeys.savedJobs.forJobs(sorted(jobIds)),
    queryFn: () => getSavedFor(sorted(jobIds)),
  });

export type JobStates = {
  /** The application's status per job id, for the jobs the candidate applied for. */
  applied: Map<number, ApplicationStatus>;
  saved: Set<number>;
  /** Both answers are in (a finished sign-in waits for them before applying or saving). */
  ready: boolean;
};

/**
 * "Did I apply for / save these?" for a job page or a page of results, in two requests.
 * Only a candidate asks; for anyone else it stays empty.
 */
export function useJobStates(jobIds: number[], enabled: boolean): JobStates {
  const on = enabled && jobIds.length > 0;
  const applied = useQuery({ ...appliedForOptions(jobIds), enabled: on });
  const saved = useQuery({ ...savedForOptions(jobIds), enabled: on });
  return {
    applied: new Map((applied.data ?? []).map((a) => [a.job.id, a.status])),
    saved: new Set((saved.data ?? []).map((s) => s.job.id)),
    ready: applied.isSuccess && saved.isSuccess,
  };
}
