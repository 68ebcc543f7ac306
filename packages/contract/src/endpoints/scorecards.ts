import { endpoints } from './endpoint';
import type { scorecardsSchemas } from './scorecards.schemas';

/** Scorecards (issue 28 item 3): a job's criteria and an application's cards, inside its organisation. */
export const scorecardsEndpoints = endpoints<typeof scorecardsSchemas>()({
  criteria: 'GET jobs/:id/scorecard-criteria',
  updateCriteria: 'PUT jobs/:id/scorecard-criteria',
  forApplication: 'GET jobs/applicants/:id/scorecards',
  submitMine: 'PUT jobs/applicants/:id/scorecards/mine',
});
