import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import { call } from '@/lib/call';
import { getToken } from '@/lib/token';

/**
 * Records a click through to the employer's own apply page. Fire and forget: the link opens
 * the page itself (a window opened after an await would be stopped by popup blockers), and a
 * failed count must never keep the candidate from applying.
 */
export function recordExternalApply(jobId: number): void {
  call(
    jobsEndpoints.applyExternal,
    { body: { job_id: jobId } },
    { variant: getToken() ? 'json' : 'public' },
  ).catch(() => undefined);
}
