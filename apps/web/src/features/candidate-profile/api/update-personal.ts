import type { CandidatePersonalInput } from '@portal/contract/candidate-profile';
import { API } from '@portal/contract/paths';
import { api } from '@/lib/api-client';
import { type ProfileReply, useProfileWrite } from './profile-write';

export async function updatePersonal(body: CandidatePersonalInput): Promise<ProfileReply> {
  return (await api.patch<ProfileReply>(API.candidate.update, body)).data;
}

/** Personal details and skills (any subset). */
export const useUpdatePersonal = () => useProfileWrite(updatePersonal);
