import type { CertificationInput, EducationInput, EmploymentInput } from '@portal/contract/candidate-profile';
import { candidateEndpoints } from '@portal/contract/endpoints/candidate';
import { call, callAny } from '@/lib/call';
import { type ProfileReply, useProfileWrite } from './profile-write';

/** The three lists of a profile share one shape of endpoint: POST add, PATCH and DELETE by id. */
export type ItemKind = 'educations' | 'employments' | 'certifications';
type Inputs = {
  educations: EducationInput;
  employments: EmploymentInput;
  certifications: CertificationInput;
};

const ENDPOINTS = {
  educations: {
    add: candidateEndpoints.educations,
    update: candidateEndpoints.updateEducation,
    remove: candidateEndpoints.removeEducation,
  },
  employments: {
    add: candidateEndpoints.employments,
    update: candidateEndpoints.updateEmployment,
    remove: candidateEndpoints.removeEmployment,
  },
  certifications: {
    add: candidateEndpoints.certifications,
    update: candidateEndpoints.updateCertification,
    remove: candidateEndpoints.removeCertification,
  },
} as const;

export type SaveItem<K extends ItemKind> = { id?: number; body: Inputs[K] };

export async function saveItem<K extends ItemKind>(
  kind: K,
  { id, body }: SaveItem<K>,
): Promise<ProfileReply> {
  // The three lists' endpoints differ in their bodies only; `saveItem` is typed by kind above.
  const res =
    id === undefined
      ? await callAny(ENDPOINTS[kind].add, { body })
      : await callAny(ENDPOINTS[kind].update, { params: { id }, body });
  return res.data;
}

export async function deleteItem(kind: ItemKind, id: number): Promise<ProfileReply> {
  return (await call(ENDPOINTS[kind].remove, { params: { id } })).data;
}

/** Add (no id) or change (id) one item of a list. */
export const useSaveItem = <K extends ItemKind>(kind: K) =>
  useProfileWrite((input: SaveItem<K>) => saveItem(kind, input));

export const useDeleteItem = (kind: ItemKind) => useProfileWrite((id: number) => deleteItem(kind, id));
