import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AREA_ROLES } from '../layouts/guard';
import { page } from '../route-parts';
import { guarded } from './guarded';
import { candidateCreate } from './shared-pages';

const { admin } = paths;

const clients = () => import('@/features/clients/pages/client-list-page').then((mod) => mod.ClientListPage);
const newsEditPage = () => import('@/features/news/pages/news-edit-page').then((mod) => mod.NewsEditPage);

/** The admin back office (/admin-pannel), added to the route tree on its first visit. */
export const adminPannelRoutes: RouteObject[] = [
  guarded('admin-pannel', '/admin-pannel', AREA_ROLES.adminPannel, [
    page(admin.emailSuppressions, () =>
      import('@/features/email-responses/pages/suppression-list-page').then((mod) => mod.SuppressionListPage),
    ),
    page(admin.dashboard, () => import('@/app/routes/admin/dashboard-page').then((mod) => mod.DashboardPage)),
    page(admin.create, () =>
      import('@/features/users/pages/create-organisation-page').then((mod) => mod.CreateOrganisationPage),
    ),
    page(admin.list, clients),
    page(admin.view, () => import('@/app/routes/admin/client-view-page').then((mod) => mod.ClientViewPage)),
    page(admin.account, () => import('@/app/routes/my-profile-page').then((mod) => mod.MyProfilePage)),
    page(admin.createUser, () =>
      import('@/features/users/pages/create-user-page').then((mod) => mod.CreateUserPage),
    ),
    page(admin.createCandidates, candidateCreate),
    page(admin.settings, () =>
      import('@/features/settings/pages/admin-settings-page').then((mod) => mod.AdminSettingsPage),
    ),
    page(admin.masterList, () =>
      import('@/features/master-data/pages/master-lists-page').then((mod) => mod.MasterListsPage),
    ),
    page(admin.masterItems, () =>
      import('@/features/master-data/pages/master-items-page').then((mod) => mod.MasterItemsPage),
    ),
    page(admin.logisticsNews, () =>
      import('@/features/news/pages/news-admin-page').then((mod) => mod.NewsAdminPage),
    ),
    page(admin.logisticsNewsCreate, newsEditPage),
    page(admin.logisticsNewsEdit, newsEditPage),
    page(admin.pages, () =>
      import('@/features/content/pages/pages-admin-page').then((mod) => mod.PagesAdminPage),
    ),
    page(admin.page, () => import('@/features/content/pages/page-edit-page').then((mod) => mod.PageEditPage)),
    page(admin.subscribers, () =>
      import('@/features/newsletter/pages/subscribers-page').then((mod) => mod.SubscribersPage),
    ),
    page(admin.enquiries, () =>
      import('@/features/enquiries/pages/enquiry-inbox-page').then((mod) => mod.EnquiryInboxPage),
    ),
    page(admin.enquiry, () =>
      import('@/features/enquiries/pages/enquiry-page').then((mod) => mod.EnquiryPage),
    ),
    page(admin.modules, () =>
      import('@/features/access-control/pages/modules-page').then((mod) => mod.ModulesPage),
    ),
    page(admin.users, () => import('@/features/users/pages/users-page').then((mod) => mod.UsersPage)),
    page(admin.user, () => import('@/features/users/pages/user-page').then((mod) => mod.UserPage)),
    page(admin.roles, () =>
      import('@/features/access-control/pages/roles-page').then((mod) => mod.RolesPage),
    ),
    // The static create segment outranks :key.
    page(admin.rolesCreate, () =>
      import('@/features/access-control/pages/role-create-page').then((mod) => mod.RoleCreatePage),
    ),
    page(admin.role, () => import('@/features/access-control/pages/role-page').then((mod) => mod.RolePage)),
    page(admin.roleGroups, () =>
      import('@/features/access-control/pages/role-groups-page').then((mod) => mod.RoleGroupsPage),
    ),
    page(admin.permissions, () =>
      import('@/features/access-control/pages/permissions-page').then((mod) => mod.PermissionsPage),
    ),
    page(admin.permissionsCreate, () =>
      import('@/features/access-control/pages/permission-page').then((mod) => mod.PermissionPage),
    ),
    page(admin.plans, () => import('@/features/plans/pages/plans-page').then((mod) => mod.PlansPage)),
    page(admin.auditLog, () =>
      import('@/features/access-control/pages/audit-log-page').then((mod) => mod.AuditLogPage),
    ),
  ]),
];
