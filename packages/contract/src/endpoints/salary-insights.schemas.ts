import { z } from 'zod';
import { envelope } from '../envelope';
import {
  salaryDesignationParamSchema,
  salaryIndexEntrySchema,
  salaryInsightSchema,
  salaryPlaceParamSchema,
  salarySummaryQuerySchema,
  salarySummarySchema,
} from '../salary-insights';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the salary insights endpoints (./salary-insights.ts holds their methods and paths). */
export const salaryInsightsSchemas = {
  index: { response: envelope(z.array(salaryIndexEntrySchema)) },
  summary: { query: salarySummaryQuerySchema, response: envelope(salarySummarySchema.nullable()) },
  designation: { params: salaryDesignationParamSchema, response: envelope(salaryInsightSchema) },
  place: { params: salaryPlaceParamSchema, response: envelope(salaryInsightSchema) },
} satisfies Record<string, EndpointSchemas>;
