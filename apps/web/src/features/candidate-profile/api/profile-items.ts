import type { CertificationInput, EducationInput, EmploymentInput } from '@portal/contract/candidate-profile';
import { API } from '@portal/contract/paths';
import { api } from '@/lib/api-client';
import { type ProfileReply, useProfileWrite } from './profile-write';

/** The three lists of a profile share one shape of endpoint: POST add, PATCH and DELETE by id. */
export type ItemKind = 'educations' | 'employments' | 'certifications';
type Inputs = {
  educations: EducationInput;
  employments: EmploymentInput;
  certifications: CertificationInput;
};

const PATHS = {
  educations: { list: API.candidate.educations, one: API.candidate.education },
  employments: { list: API.candidate.employments, one: API.candidate.employment },
  certifications: { list: API.candidate.certifications, one: API.candidate.certification },
} as const;

export type SaveItem<K extends ItemKind> = { id?: number; body: Inputs[K] };

export async function saveItem<K extends ItemKind>(
  kind: K,
  { id, body }: SaveItem<K>,
): Promise<ProfileReply> {
  const res =
    id === undefined
      ? await api.post<ProfileReply>(PATHS[kind].list, body)
      : await api.patch<ProfileReply>(PATHS[kind].one(id), body);
  return res.data;
}

export async function deleteItem(kind: ItemKind, id: number): Promise<ProfileReply> {
  return (await api.delete<ProfileReply>(PATHS[kind].one(id))).data;
}

/** Add (no id) or change (id) one item of a list. */
export const useSaveItem = <K extends ItemKind>(kind: K) =>
  useProfileWrite((input: SaveItem<K>) => saveItem(kind, input));

export const useDeleteItem = (kind: ItemKind) => useProfileWrite((id: number) => deleteItem(kind, id));
