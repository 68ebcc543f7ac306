/** What other modules and the app may use of the master module. */
export { masterAdminRoutes } from './admin-routes';
export { withSurvivors } from './aliases';
export {
  checkReferences,
  heldByPosting,
  heldIds,
  type LocationInput,
  NO_LONGER_OFFERED,
  type ResolvedLocation,
} from './references';
export { employerRefs, type MasterRef, masterRefs } from './refs';
export { masterRoutes } from './routes';
