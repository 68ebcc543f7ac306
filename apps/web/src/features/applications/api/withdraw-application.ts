import type { MyApplication } from '@portal/contract/applications';
import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import type { Envelope } from '@portal/contract/envelope';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export async function withdrawApplication(id: number): Promise<Envelope<MyApplication>> {
  return (await call(jobsEndpoints.withdraw, { params: { id } })).data;
}

export function useWithdrawApplication() {
  return useApiMutation({
    mutationFn: withdrawApplication,
    refresh: [queryKeys.applications.all(), queryKeys.savedJobs.all()],
    refreshOn: 'settled',
  });
}
