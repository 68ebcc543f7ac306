/** Candidates added by recruiters and their claim of the account (issue 11). */

export { normaliseCandidatePhones } from './phone-backfill';
export { candidateCreateRoutes } from './routes';
export { findDuplicatePairs } from './service';
