import { envelope } from '../envelope';
import { idParam } from '../fields';
import {
  applicationScorecardsSchema,
  criteriaInputSchema,
  jobCriteriaSchema,
  scorecardInputSchema,
} from '../scorecards';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the scorecards endpoints (./scorecards.ts holds their methods and paths). */
export const scorecardsSchemas = {
  criteria: { params: idParam, response: envelope(jobCriteriaSchema) },
  updateCriteria: { params: idParam, body: criteriaInputSchema, response: envelope(jobCriteriaSchema) },
  forApplication: { params: idParam, response: envelope(applicationScorecardsSchema) },
  submitMine: {
    params: idParam,
    body: scorecardInputSchema,
    response: envelope(applicationScorecardsSchema),
  },
} satisfies Record<string, EndpointSchemas>;
