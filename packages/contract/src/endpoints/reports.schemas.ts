import { envelope } from '../envelope';
import {
  reportCatalogueQuerySchema,
  reportCatalogueSchema,
  reportExportQuerySchema,
  reportParamsSchema,
  reportQuerySchema,
  reportResultSchema,
  reportSubscriptionSchema,
  reportUnsubscribeBodySchema,
  reportUnsubscribeQuerySchema,
  updateReportSubscriptionSchema,
} from '../reports';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the reports endpoints (./reports.ts holds their methods and paths). */
export const reportsSchemas = {
  catalogue: { query: reportCatalogueQuerySchema, response: envelope(reportCatalogueSchema) },
  subscription: { response: envelope(reportSubscriptionSchema) },
  updateSubscription: { body: updateReportSubscriptionSchema, response: envelope(reportSubscriptionSchema) },
  unsubscribe: {
    query: reportUnsubscribeQuerySchema,
    body: reportUnsubscribeBodySchema,
    response: envelope(reportSubscriptionSchema),
  },
  show: { params: reportParamsSchema, query: reportQuerySchema, response: envelope(reportResultSchema) },
  export: { params: reportParamsSchema, query: reportExportQuerySchema, file: true },
} satisfies Record<string, EndpointSchemas>;
