import {
  ADDED_PROFILE_CLAIMED,
  ADDED_PROFILE_OBJECTED,
  type AddedCandidate,
} from '@portal/contract/candidate-create';
import type { CandidateProfile } from '@portal/contract/candidate-profile';
import type { Db } from '../../core/db/client';
import { contractText } from '../../core/i18n/zod';
import { AppError } from '../../core/lib/app-error';
import { CANDIDATE_NOT_FOUND } from '../../platform/tenancy/candidates';
import { type Caller, ownClientId } from '../../platform/tenancy/scope';
import { createCandidateProfileService } from '../candidate-profile';
import { invitationOfOrg } from './repository';

type Status = AddedCandidate['status'];
type ProfileService = ReturnType<typeof createCandidateProfileService>;

/**
 * The adding organisation's side of a candidate it added (issue 29 item 3): it reads the profile and
 * writes every section through the candidate's own section writes (same rules, same derived fields),
 * until the candidate claims the account or objects to being listed. Another organisation's
 * candidate, or one nobody added, is 404; a claimed one is 403 with the reason.
 */
export function createAddedProfileService(db: Db) {
  const profile = createCandidateProfileService(db);

  async function statusOf(caller: Caller, id: number): Promise<Status> {
    const row = await invitationOfOrg(db, ownClientId(caller), id);
    if (!row) throw AppError.notFound(CANDIDATE_NOT_FOUND);
    return row.claimedAt ? 'claimed' : row.objectedAt ? 'objected' : 'open';
  }

  /** Runs the candidate's section write on the added candidate, once the organisation may. */
  const edit =
    <A extends unknown[]>(
      write: (svc: ProfileService, id: number, ...args: A) => Promise<CandidateProfile>,
    ) =>
    async (caller: Caller, id: number, ...args: A): Promise<CandidateProfile> => {
      const status = await statusOf(caller, id);
      if (status === 'claimed') throw AppError.forbidden(contractText(ADDED_PROFILE_CLAIMED));
      if (status === 'objected') throw AppError.forbidden(contractText(ADDED_PROFILE_OBJECTED));
      return write(profile, id, ...args);
    };

  return {
    async get(caller: Caller, id: number): Promise<AddedCandidate> {
      const status = await statusOf(caller, id);
      return { profile: await profile.get(id), editable: status === 'open', status };
    },
    updatePersonal: edit((s, id, input: Parameters<ProfileService['updatePersonal']>[1]) =>
      s.updatePersonal(id, input),
    ),
    updateSummary: edit((s, id, input: Parameters<ProfileService['updateSummary']>[1]) =>
      s.updateSummary(id, input),
    ),
    setDesiredJob: edit((s, id, input: Parameters<ProfileService['setDesiredJob']>[1]) =>
      s.setDesiredJob(id, input),
    ),
    addEducation: edit((s, id, input: Parameters<ProfileService['addEducation']>[1]) =>
      s.addEducation(id, input),
    ),
    updateEducation: edit((s, id, item: number, patch: Parameters<ProfileService['updateEducation']>[2]) =>
      s.updateEducation(id, item, patch),
    ),
    addEmployment: edit((s, id, input: Parameters<ProfileService['addEmployment']>[1]) =>
      s.addEmployment(id, input),
    ),
    updateEmployment: edit((s, id, item: number, patch: Parameters<ProfileService['updateEmployment']>[2]) =>
      s.updateEmployment(id, item, patch),
    ),
    addCertification: edit((s, id, input: Parameters<ProfileService['addCertification']>[1]) =>
      s.addCertification(id, input),
    ),
    updateCertification: edit(
      (s, id, item: number, patch: Parameters<ProfileService['updateCertification']>[2]) =>
        s.updateCertification(id, item, patch),
    ),
    remove: edit((s, id, kind: Parameters<ProfileService['remove']>[1], item: number) =>
      s.remove(id, kind, item),
    ),
  };
}
