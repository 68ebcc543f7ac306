import type { candidateMergeSchemas } from './candidate-merge.schemas';
import { endpoints } from './endpoint';

/** Duplicates and merge (issue 29 item 4): the operator's staff only (candidates.merge). */
export const candidateMergeEndpoints = endpoints<typeof candidateMergeSchemas>()({
  duplicates: 'GET candidate-merge/duplicates',
  preview: 'GET candidate-merge/preview',
  merge: 'POST candidate-merge',
});
