/** What other modules and the app may use of the cv-search module. */

export { assertListed, recordAccess } from './candidate-view';
export { LISTED } from './criteria-sql';
export { cvSearchRoutes } from './routes';
export { candidateIdsMatching, rowColumns, rowJoins, toRow } from './search';
