import { endpoints } from './endpoint';
import type { scorecardsSchemas } from './scorecards.schemas';

/** Scorecards (issue 28 item 3): a job's criteria and an application's cards, inside its organisation. */
export const scorecardsEndpoints = endpoints<typeof scorecardsSchemas>()({
  criteria: 'GET scorecards/jobs/:id/criteria',
  updateCriteria: 'PUT scorecards/jobs/:id/criteria',
  forApplication: 'GET scorecards/applications/:id',
  submitMine: 'PUT scorecards/applications/:id/mine',
});
