import { jobsApi } from '@portal/contract/paths/jobs';
import { api, publicApi } from '@/lib/api-client';
import { getToken } from '@/lib/token';

/**
 * Records a click through to the employer's own apply page. Fire and forget: the link opens
 * the page itself (a window opened after an await would be stopped by popup blockers), and a
 * failed count must never keep the candidate from applying.
 */
export function recordExternalApply(jobId: number): void {
  const client = getToken() ? api : publicApi;
  client.post(jobsApi.applyExternal, { job_id: jobId }).catch(() => undefined);
}
