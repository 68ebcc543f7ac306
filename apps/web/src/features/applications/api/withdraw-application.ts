import type { MyApplication } from '@portal/contract/applications';
import { API } from '@portal/contract/paths';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

type Result = { data: MyApplication; message?: string };

export async function withdrawApplication(id: number): Promise<Result> {
  return (await api.post<Result>(API.jobs.withdraw(id), {})).data;
}

export function useWithdrawApplication() {
  return useApiMutation({
    mutationFn: withdrawApplication,
    refresh: [queryKeys.applications.all(), queryKeys.savedJobs.all()],
    refreshOn: 'settled',
  });
}
