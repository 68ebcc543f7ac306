import type { CandidatePersonalInput } from '@portal/contract/candidate-profile';
import { candidateEndpoints } from '@portal/contract/endpoints/candidate';
import { call } from '@/lib/call';
import { type ProfileReply, useProfileWrite } from './profile-write';

export async function updatePersonal(body: CandidatePersonalInput): Promise<ProfileReply> {
  return (await call(candidateEndpoints.update, { body })).data;
}

/** Personal details and skills (any subset). */
export const useUpdatePersonal = () => useProfileWrite(updatePersonal);
