import type { CertificationInput, EducationInput, EmploymentInput } from '@portal/contract/candidate-profile';
import { candidateEndpoints } from '@portal/contract/endpoints/candidate';
import { candidateAddedEndpoints as added } from '@portal/contract/endpoints/candidate-added';
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

/** The same for a candidate the organisation added (the candidate's id in the path). */
const ADDED = {
  educations: { add: added.educations, update: added.updateEducation, remove: added.removeEducation },
  employments: { add: added.employments, update: added.updateEmployment, remove: added.removeEmployment },
  certifications: {
    add: added.certifications,
    update: added.updateCertification,
    remove: added.removeCertification,
  },
} as const;

export type SaveItem<K extends ItemKind> = { id?: number; body: Inputs[K] };

export async function saveItem<K extends ItemKind>(
  kind: K,
  { id, body }: SaveItem<K>,
  target: number | null = null,
): Promise<ProfileReply> {
  if (target !== null) {
    const res =
      id === undefined
        ? await callAny(ADDED[kind].add, { params: { id: target }, body })
        : await callAny(ADDED[kind].update, { params: { id: target, itemId: id }, body });
    return res.data;
  }
  // The three lists' endpoints differ in their bodies only; `saveItem` is typed by kind above.
  const res =
    id === undefined
      ? await callAny(ENDPOINTS[kind].add, { body })
      : await callAny(ENDPOINTS[kind].update, { params: { id }, body });
  return res.data;
}

export async function deleteItem(
  kind: ItemKind,
  id: number,
  target: number | null = null,
): Promise<ProfileReply> {
  if (target !== null) return (await call(ADDED[kind].remove, { params: { id: target, itemId: id } })).data;
  return (await call(ENDPOINTS[kind].remove, { params: { id } })).data;
}

/** Add (no id) or change (id) one item of a list. */
export const useSaveItem = <K extends ItemKind>(kind: K) =>
  useProfileWrite((input: SaveItem<K>, target) => saveItem(kind, input, target));

export const useDeleteItem = (kind: ItemKind) =>
  useProfileWrite((id: number, target) => deleteItem(kind, id, target));
