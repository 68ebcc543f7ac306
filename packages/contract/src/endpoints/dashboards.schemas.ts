import {
  adminDashboardSchema,
  dashboardQuerySchema,
  employerDashboardSchema,
  myDashboardSchema,
  searchDemandQuerySchema,
  searchDemandSchema,
  teamDashboardQuerySchema,
  teamDashboardSchema,
} from '../dashboards';
import { envelope } from '../envelope';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the dashboards endpoints (./dashboards.ts holds their methods and paths). */
export const dashboardsSchemas = {
  admin: { query: dashboardQuerySchema, response: envelope(adminDashboardSchema) },
  employer: { query: dashboardQuerySchema, response: envelope(employerDashboardSchema) },
  searchDemand: { query: searchDemandQuerySchema, response: envelope(searchDemandSchema) },
  mine: { response: envelope(myDashboardSchema) },
  team: { query: teamDashboardQuerySchema, response: envelope(teamDashboardSchema) },
} satisfies Record<string, EndpointSchemas>;
