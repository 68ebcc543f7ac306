/** Duplicates and merge of candidate records (issue 29 item 4): the routes and the merged ids' redirect. */

export { mergedCandidateRedirect } from './redirect';
export { candidateMergeRoutes } from './routes';
