import type { CandidatePersonalInput } from '@portal/contract/candidate-profile';
import { candidateEndpoints } from '@portal/contract/endpoints/candidate';
import { candidateAddedEndpoints } from '@portal/contract/endpoints/candidate-added';
import { call } from '@/lib/call';
import { type ProfileReply, useProfileWrite } from './profile-write';

export async function updatePersonal(
  body: CandidatePersonalInput,
  target: number | null = null,
): Promise<ProfileReply> {
  if (target !== null)
    return (await call(candidateAddedEndpoints.update, { params: { id: target }, body })).data;
  return (await call(candidateEndpoints.update, { body })).data;
}

/** Personal details and skills (any subset). */
export const useUpdatePersonal = () => useProfileWrite(updatePersonal);
