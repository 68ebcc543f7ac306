import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AREA_ROLES } from '../layouts/guard';
import { page } from '../route-parts';
import { guarded } from './guarded';

const { employer } = paths;

/** The employer's area (/employer), added to the route tree on its first visit. */
export const employerRoutes: RouteObject[] = [
  guarded('employer', '/employer', AREA_ROLES.employer, [
    page(employer.dashboard, () =>
      import('@/app/routes/employer/dashboard-page').then((mod) => mod.DashboardPage),
    ),
    page(employer.view, () => import('@/app/routes/my-profile-page').then((mod) => mod.MyProfilePage)),
  ]),
];
