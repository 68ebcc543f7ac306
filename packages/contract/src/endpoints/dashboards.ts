import type { dashboardsSchemas } from './dashboards.schemas';
import { endpoints } from './endpoint';

export const dashboardsEndpoints = endpoints<typeof dashboardsSchemas>()({
  admin: 'GET dashboards/admin',
  employer: 'GET dashboards/employer',
  searchDemand: 'GET dashboards/search-demand',
  mine: 'GET dashboards/mine',
  team: 'GET dashboards/team',
});
