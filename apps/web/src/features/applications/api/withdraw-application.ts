import type { MyApplication } from '@portal/contract/applications';
import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export async function withdrawApplication(id: number): Promise<Envelope<MyApplication>> {
  return (await api.post<Envelope<MyApplication>>(API.jobs.withdraw(id), {})).data;
}

export function useWithdrawApplication() {
  return useApiMutation({
    mutationFn: withdrawApplication,
    refresh: [queryKeys.applications.all(), queryKeys.savedJobs.all()],
    refreshOn: 'settled',
  });
}
