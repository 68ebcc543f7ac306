import type { DesiredJobInput } from '@portal/contract/candidate-profile';
import { candidateEndpoints } from '@portal/contract/endpoints/candidate';
import { candidateAddedEndpoints } from '@portal/contract/endpoints/candidate-added';
import { call } from '@/lib/call';
import { type ProfileReply, useProfileWrite } from './profile-write';

export async function updateDesiredJob(
  body: DesiredJobInput,
  target: number | null = null,
): Promise<ProfileReply> {
  if (target !== null)
    return (await call(candidateAddedEndpoints.desiredJob, { params: { id: target }, body })).data;
  return (await call(candidateEndpoints.desiredJob, { body })).data;
}

export const useUpdateDesiredJob = () => useProfileWrite(updateDesiredJob);
