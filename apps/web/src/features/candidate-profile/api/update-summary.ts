import type { CandidateSummaryInput } from '@portal/contract/candidate-profile';
import { API } from '@portal/contract/paths';
import { api } from '@/lib/api-client';
import { type ProfileReply, useProfileWrite } from './profile-write';

export async function updateSummary(body: CandidateSummaryInput): Promise<ProfileReply> {
  return (await api.put<ProfileReply>(API.candidate.summary, body)).data;
}

export const useUpdateSummary = () => useProfileWrite(updateSummary);
