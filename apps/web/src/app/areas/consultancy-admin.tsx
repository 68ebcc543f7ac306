import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AREA_ROLES } from '../layouts/guard';
import { page } from '../route-parts';
import { guarded } from './guarded';

/** The consultancy admin's area (/consultancy-admin), added to the route tree on its first visit. */
export const consultancyAdminRoutes: RouteObject[] = [
  guarded('consultancy-admin', '/consultancy-admin', AREA_ROLES.consultancyAdmin, [
    page(paths.consultancyAdmin.dashboard, () =>
      import('@/app/routes/consultancy-admin/dashboard-page').then(
        (mod) => mod.ConsultancyAdminDashboardPage,
      ),
    ),
  ]),
];
