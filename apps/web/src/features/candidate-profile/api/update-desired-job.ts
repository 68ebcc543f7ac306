import type { DesiredJobInput } from '@portal/contract/candidate-profile';
import { candidateEndpoints } from '@portal/contract/endpoints/candidate';
import { call } from '@/lib/call';
import { type ProfileReply, useProfileWrite } from './profile-write';

export async function updateDesiredJob(body: DesiredJobInput): Promise<ProfileReply> {
  return (await call(candidateEndpoints.desiredJob, { body })).data;
}

export const useUpdateDesiredJob = () => useProfileWrite(updateDesiredJob);
