import type { CandidateProfile } from '@portal/contract/candidate-profile';
import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getProfile(): Promise<CandidateProfile> {
  const res = await api.get<Envelope<CandidateProfile>>(API.candidate.profile);
  return res.data.data;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.candidate.profile(), queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
