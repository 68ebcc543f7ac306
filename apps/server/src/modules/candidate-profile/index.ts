/** What other modules use of the candidate profile: make sure a candidate has one (sign-up, first upload). */

export {
  type CompletenessFacts,
  computeCompleteness,
  loadCompletenessFacts,
  refreshCandidateDerived,
} from './completeness';
export { ensureCandidateProfile } from './repository';
export { candidateProfileRoutes } from './routes';
export { loadCandidateProfile } from './serialize';
export { createCandidateProfileService } from './service';
