import type { CandidateSummaryInput } from '@portal/contract/candidate-profile';
import { candidateEndpoints } from '@portal/contract/endpoints/candidate';
import { candidateAddedEndpoints } from '@portal/contract/endpoints/candidate-added';
import { call } from '@/lib/call';
import { type ProfileReply, useProfileWrite } from './profile-write';

export async function updateSummary(
  body: CandidateSummaryInput,
  target: number | null = null,
): Promise<ProfileReply> {
  if (target !== null)
    return (await call(candidateAddedEndpoints.summary, { params: { id: target }, body })).data;
  return (await call(candidateEndpoints.summary, { body })).data;
}

export const useUpdateSummary = () => useProfileWrite(updateSummary);
