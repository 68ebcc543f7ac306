import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AREA_ROLES } from '../layouts/guard';
import { page } from '../route-parts';
import { guarded, needs } from './guarded';
import { candidateCreate } from './shared-pages';

const { admin } = paths;

const clients = () => import('@/features/clients/pages/client-list-page').then((mod) => mod.ClientListPage);
const tasksPage = () => import('@/features/tasks/pages/tasks-page').then((mod) => mod.TasksPage);
const reportsPage = () => import('@/features/reports/pages/reports-page').then((mod) => mod.ReportsPage);
const newsEditPage = () => import('@/features/news/pages/news-edit-page').then((mod) => mod.NewsEditPage);

/**
 * The admin back office (/admin-pannel), added to the route tree on its first visit. Each page sits
 * under the permission its API checks (the staff menu hides the same pages: config/role-menus.ts),
 * so a role without it is told the page is not for its account; the dashboard and the staff
 * member's own account (and the settings page, see there) are every staff member's.
 */
export const adminPannelRoutes: RouteObject[] = [
  guarded('admin-pannel', '/admin-pannel', AREA_ROLES.adminPannel, [
    page(admin.dashboard, () => import('@/app/routes/admin/dashboard-page').then((mod) => mod.DashboardPage)),
    page(admin.account, () => import('@/app/routes/my-profile-page').then((mod) => mod.MyProfilePage)),
    needs('email_suppressions.manage', [
      page(admin.emailSuppressions, () =>
        import('@/features/email-responses/pages/suppression-list-page').then(
          (mod) => mod.SuppressionListPage,
        ),
      ),
    ]),
    needs('candidates.create', [page(admin.createCandidates, candidateCreate)]),
    needs('candidates.merge', [
      page(admin.duplicates, () =>
        import('@/features/candidate-merge/pages/duplicates-page').then((mod) => mod.DuplicatesPage),
      ),
    ]),
    needs('clients.create', [
      page(admin.create, () =>
        import('@/features/users/pages/create-organisation-page').then((mod) => mod.CreateOrganisationPage),
      ),
    ]),
    needs('clients.list', [page(admin.list, clients)]),
    needs('clients.view', [
      page(admin.view, () => import('@/app/routes/admin/client-view-page').then((mod) => mod.ClientViewPage)),
    ]),
    needs('users.manage', [
      page(admin.createUser, () =>
        import('@/features/users/pages/create-user-page').then((mod) => mod.CreateUserPage),
      ),
    ]),
    // Every staff member reads the exchange rates there; the page says itself what needs
    // settings.manage and master_data.manage.
    page(admin.settings, () =>
      import('@/features/settings/pages/admin-settings-page').then((mod) => mod.AdminSettingsPage),
    ),
    needs('master_data.manage', [
      page(admin.masterList, () =>
        import('@/features/master-data/pages/master-lists-page').then((mod) => mod.MasterListsPage),
      ),
      page(admin.masterItems, () =>
        import('@/features/master-data/pages/master-items-page').then((mod) => mod.MasterItemsPage),
      ),
    ]),
    // The weekly job news's subscribers go with the news (newsletter/routes.ts checks news.manage).
    needs('news.manage', [
      page(admin.logisticsNews, () =>
        import('@/features/news/pages/news-admin-page').then((mod) => mod.NewsAdminPage),
      ),
      page(admin.logisticsNewsCreate, newsEditPage),
      page(admin.logisticsNewsEdit, newsEditPage),
      page(admin.subscribers, () =>
        import('@/features/newsletter/pages/subscribers-page').then((mod) => mod.SubscribersPage),
      ),
    ]),
    needs('pages.manage', [
      page(admin.pages, () =>
        import('@/features/content/pages/pages-admin-page').then((mod) => mod.PagesAdminPage),
      ),
      page(admin.page, () =>
        import('@/features/content/pages/page-edit-page').then((mod) => mod.PageEditPage),
      ),
    ]),
    needs('tasks.manage', [page(admin.tasks, tasksPage)]),
    needs('reports.view', [
      page(admin.reports, reportsPage),
      page(admin.reportsPrint, () =>
        import('@/features/reports/pages/report-print-page').then((mod) => mod.ReportPrintPage),
      ),
    ]),
    needs('enquiries.manage', [
      page(admin.enquiries, () =>
        import('@/features/enquiries/pages/enquiry-inbox-page').then((mod) => mod.EnquiryInboxPage),
      ),
      page(admin.enquiry, () =>
        import('@/features/enquiries/pages/enquiry-page').then((mod) => mod.EnquiryPage),
      ),
    ]),
    needs('users.list', [
      page(admin.users, () => import('@/features/users/pages/users-page').then((mod) => mod.UsersPage)),
      page(admin.user, () => import('@/features/users/pages/user-page').then((mod) => mod.UserPage)),
    ]),
    needs('roles.manage', [
      page(admin.modules, () =>
        import('@/features/access-control/pages/modules-page').then((mod) => mod.ModulesPage),
      ),
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
    ]),
    needs('plans.manage', [
      page(admin.plans, () => import('@/features/plans/pages/plans-page').then((mod) => mod.PlansPage)),
    ]),
    needs('audit.read', [
      page(admin.auditLog, () =>
        import('@/features/access-control/pages/audit-log-page').then((mod) => mod.AuditLogPage),
      ),
    ]),
  ]),
];
