import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { isReachableCandidate } from './candidates-repository';
import { catalogue } from './i18n';
import type { Caller } from './scope';

export const CANDIDATE_NOT_FOUND = catalogue.text('errors.candidate_not_found');

/** The candidate, when the caller may reach them; anyone else (or an id of no candidate) is 404. */
export async function assertCandidateReach(db: Db, caller: Caller, id: number): Promise<void> {
  if (!(await isReachableCandidate(db, caller, id))) throw AppError.notFound(CANDIDATE_NOT_FOUND);
}
