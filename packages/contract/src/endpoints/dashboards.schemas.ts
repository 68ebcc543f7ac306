import { adminDashboardSchema, dashboardQuerySchema, employerDashboardSchema } from '../dashboards';
import { envelope } from '../envelope';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the dashboards endpoints (./dashboards.ts holds their methods and paths). */
export const dashboardsSchemas = {
  admin: { query: dashboardQuerySchema, response: envelope(adminDashboardSchema) },
  employer: { query: dashboardQuerySchema, response: envelope(employerDashboardSchema) },
} satisfies Record<string, EndpointSchemas>;
