/** What other modules use of the candidate profile: make sure a candidate has one (sign-up, first upload). */
export { ensureCandidateProfile } from './repository';
