/** Candidates added by recruiters and their claim of the account (issue 11). */
export { candidateCreateRoutes } from './routes';
export { normaliseCandidatePhones } from './phone-backfill';
