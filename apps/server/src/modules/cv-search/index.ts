/** What other modules and the app may use of the cv-search module. */

export { assertInCvDatabase, recordAccess } from './candidate-view';
export { isInCvDatabase } from './repositories/candidate-view';
export { inCvDatabaseFor, LISTED } from './repositories/criteria-sql';
export { cvSearchRoutes } from './routes';
export { candidateIdsMatching, namedRows, type RawRow, rowColumns, rowJoins, toRow } from './search';
