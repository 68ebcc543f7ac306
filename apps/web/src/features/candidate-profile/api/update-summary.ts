import type { CandidateSummaryInput } from '@portal/contract/candidate-profile';
import { candidateEndpoints } from '@portal/contract/endpoints/candidate';
import { call } from '@/lib/call';
import { type ProfileReply, useProfileWrite } from './profile-write';

export async function updateSummary(body: CandidateSummaryInput): Promise<ProfileReply> {
  return (await call(candidateEndpoints.summary, { body })).data;
}

export const useUpdateSummary = () => useProfileWrite(updateSummary);
