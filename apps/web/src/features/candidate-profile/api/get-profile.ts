import type { CandidateProfile } from '@portal/contract/candidate-profile';
import { candidateEndpoints } from '@portal/contract/endpoints/candidate';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export async function getProfile(): Promise<CandidateProfile> {
  const res = await call(candidateEndpoints.profile);
  return res.data.data;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.candidate.profile(), queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
