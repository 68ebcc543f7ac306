import type { DesiredJobInput } from '@portal/contract/candidate-profile';
import { API } from '@portal/contract/paths';
import { api } from '@/lib/api-client';
import { type ProfileReply, useProfileWrite } from './profile-write';

export async function updateDesiredJob(body: DesiredJobInput): Promise<ProfileReply> {
  return (await api.put<ProfileReply>(API.candidate.desiredJob, body)).data;
}

export const useUpdateDesiredJob = () => useProfileWrite(updateDesiredJob);
