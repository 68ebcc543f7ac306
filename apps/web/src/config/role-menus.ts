import {
  ACCOUNT_ID,
  candidateServiceLinks,
  employerServiceLinks,
  guestMenu,
  LOGOUT_ID,
  label,
  type MenuItem,
  type MenuKey,
  type MenuLink,
} from './menus';
import { contentHref, paths } from './paths';

// The menus of signed-in roles: fetched with the profile (app/layouts/shell.tsx), not on a guest's
// first load.

/** Placeholders the spec lists without a route: kept for completeness, never rendered as links. */
const placeholder = (id: string, key: MenuKey): MenuLink => ({ id, ...label(key), href: '' });
const logout: MenuLink = { id: LOGOUT_ID, ...label('menu.logout'), href: paths.home.href() };

const c = paths.candidate;
export const candidateMenu: MenuItem[] = [
  { id: 'dashboard', ...label('menu.dashboard'), href: c.home.href() },
  { id: 'find-jobs', ...label('menu.findJobs'), href: c.searchJob.href(), state: { clearSearch: true } },
  { id: 'job-alert', ...label('menu.jobAlerts'), href: c.jobAlert.href() },
  {
    id: 'my-jobs',
    ...label('menu.myJobs'),
    href: '',
    subMenu: [
      { id: 'saved', ...label('menu.savedJobs'), href: c.jobs.href({ category: 'saved' }) },
      { id: 'recommended', ...label('menu.recommendedJobs'), href: c.jobs.href({ category: 'recommended' }) },
      { id: 'applied', ...label('menu.appliedJobs'), href: c.jobs.href({ category: 'applied' }) },
      { id: 'offers', ...label('menu.myOffers'), href: c.offers.href() },
      { id: 'my-interviews', ...label('menu.myInterviews'), href: c.interviews.href() },
    ],
  },
  {
    id: 'services',
    ...label('menu.services'),
    href: '',
    subMenu: [
      // The service page is named apart from the candidate's own Job Alerts entry above.
      ...candidateServiceLinks
        .filter((l) => l.id !== 'learning')
        .map((l) => (l.id === 'job-alerts' ? { ...l, ...label('menu.aboutJobAlerts') } : l)),
      { id: 'webinar', ...label('menu.webinars'), href: contentHref.service('webinar') },
    ],
  },
  { id: 'learning', ...label('menu.learning'), href: contentHref.service('learning') },
  {
    id: ACCOUNT_ID,
    ...label('menu.account'),
    href: '',
    subMenu: [{ id: 'my-profile', ...label('menu.myProfile'), href: c.profile.href() }, logout],
  },
  { id: 'messages', ...label('menu.messages'), href: c.messages.href() },
];

const m = paths.management;
export const employerMenu: MenuItem[] = [
  { id: 'dashboard', ...label('menu.dashboard'), href: paths.employer.dashboard.href() },
  {
    id: 'jobs',
    ...label('menu.jobs'),
    href: '',
    subMenu: [
      { id: 'all-jobs', ...label('menu.allJobs'), href: m.jobs.href() },
      { id: 'post-job', ...label('menu.postAJob'), href: m.jobsCreate.href() },
      { id: 'job-templates', ...label('menu.jobTemplates'), href: m.jobTemplates.href() },
      { id: 'offer-templates', ...label('menu.offerTemplates'), href: m.offerTemplates.href() },
    ],
  },
  {
    id: 'candidates',
    ...label('menu.candidates'),
    href: '',
    subMenu: [
      { id: 'quick-search', ...label('menu.quickSearch'), href: `${m.cvSearch.href()}?no` },
      {
        id: 'new-search',
        ...label('menu.newCVSearch'),
        href: m.cvSearchAction.href({ action: 'create' }),
        state: { clearSearch: true },
      },
      { id: 'add-candidate', ...label('menu.addCandidate'), href: m.candidateCreate.href() },
      { id: 'saved-searches', ...label('menu.savedSearches'), href: m.cvSavedList.href() },
      { id: 'cv-folders', ...label('menu.cvFolders'), href: m.cvFolders.href() },
    ],
  },
  {
    id: 'campaign',
    ...label('menu.campaigns'),
    href: '',
    subMenu: [
      { id: 'email-templates', ...label('menu.emailTemplates'), href: m.emailTemplates.href() },
      { id: 'email-responses', ...label('menu.emailResponses'), href: m.emailResponses.href() },
    ],
  },
  { id: 'interviews', ...label('menu.interviews'), href: m.interviews.href() },
  { id: 'tasks', ...label('menu.tasks'), href: m.tasks.href() },
  { ...placeholder('consultancy', 'menu.consultancy') },
  { id: 'reports', ...label('menu.reports'), href: m.reports.href() },
  { id: 'employer-services', ...label('menu.services'), href: '', subMenu: employerServiceLinks },
  { id: 'pricing', ...label('menu.pricing'), href: contentHref.service('pricing') },
  {
    id: ACCOUNT_ID,
    ...label('menu.account'),
    href: '',
    subMenu: [
      { id: 'my-profile', ...label('menu.myProfile'), href: paths.employer.view.href() },
      placeholder('company-profile', 'menu.companyProfile'),
      placeholder('change-password', 'menu.changePassword'),
      logout,
    ],
  },
  { id: 'messages', ...label('menu.messages'), href: m.messages.href() },
];

const a = paths.admin;
const adminJobs: MenuItem = {
  id: 'jobs',
  ...label('menu.jobs'),
  href: '',
  subMenu: [
    { id: 'job-search', ...label('menu.searchJobs'), href: m.jobSearch.href() },
    { id: 'post-job', ...label('menu.postAJob'), href: m.jobsCreate.href() },
    { id: 'job-templates', ...label('menu.jobTemplates'), href: m.jobTemplates.href() },
    { id: 'offer-templates', ...label('menu.offerTemplates'), href: m.offerTemplates.href() },
    { id: 'interviews', ...label('menu.interviews'), href: m.interviews.href() },
  ],
};
/** The CV database, for staff and consultancies (spec: the employer menu's candidate entries). */
const adminCvDatabase: MenuItem = {
  id: 'cv-database',
  ...label('menu.cvDatabase'),
  href: '',
  subMenu: [
    {
      id: 'cv-search',
      ...label('menu.cvSearch'),
      href: m.cvSearchAction.href({ action: 'create' }),
      state: { clearSearch: true },
    },
    { id: 'saved-searches', ...label('menu.savedSearches'), href: m.cvSavedList.href() },
    { id: 'cv-folders', ...label('menu.cvFolders'), href: m.cvFolders.href() },
    { id: 'duplicates', ...label('menu.duplicateCandidates'), href: a.duplicates.href() },
  ],
};
/**
 * The portal's public content that staff write (news.manage, pages.manage). The weekly job news is
 * the spec's top-level "Subscriptions" entry, not repeated here.
 */
const adminContent: MenuItem = {
  id: 'content',
  ...label('menu.content'),
  href: '',
  subMenu: [
    { id: 'logistics-news', ...label('menu.logisticsNews'), href: a.logisticsNews.href() },
    { id: 'pages', ...label('menu.pages'), href: a.pages.href() },
  ],
};
const adminAccount: MenuItem = {
  id: ACCOUNT_ID,
  ...label('menu.account'),
  href: '',
  subMenu: [{ id: 'my-account', ...label('menu.myAccount'), href: a.account.href() }, logout],
};

function organisations(
  client: 'employer' | 'consultancy',
  names: { plural: MenuKey; list: MenuKey; create: MenuKey },
  withCreate: boolean,
): MenuItem {
  const list = { id: `${client}-list`, ...label(names.list), href: a.list.href({ client }) };
  const create = { id: `${client}-create`, ...label(names.create), href: a.create.href({ client }) };
  return {
    id: `${client}s`,
    ...label(names.plural),
    href: '',
    subMenu: withCreate ? [list, create] : [list],
  };
}
const EMPLOYERS = {
  plural: 'menu.employers',
  list: 'menu.employerList',
  create: 'menu.createEmployer',
} as const;
const CONSULTANCIES = {
  plural: 'menu.consultancies',
  list: 'menu.consultancyList',
  create: 'menu.createConsultancy',
} as const;

/** master_admin: everything the spec's admin menu lists. */
export const adminFullMenu: MenuItem[] = [
  { id: 'dashboard', ...label('menu.dashboard'), href: a.dashboard.href() },
  organisations('employer', EMPLOYERS, true),
  organisations('consultancy', CONSULTANCIES, true),
  { id: 'add-candidate', ...label('menu.addCandidate'), href: a.createCandidates.href() },
  adminCvDatabase,
  adminJobs,
  {
    id: 'access',
    ...label('menu.access'),
    href: '',
    subMenu: [
      { id: 'users', ...label('menu.users'), href: a.users.href() },
      { id: 'roles', ...label('menu.roles'), href: a.roles.href() },
      { id: 'role-groups', ...label('menu.roleGroups'), href: a.roleGroups.href() },
      { id: 'permissions', ...label('menu.permissions'), href: a.permissions.href() },
      { id: 'modules', ...label('menu.modules'), href: a.modules.href() },
      { id: 'audit-log', ...label('menu.auditLog'), href: a.auditLog.href() },
    ],
  },
  { id: 'settings', ...label('menu.settings'), href: a.settings.href() },
  { id: 'plans', ...label('menu.plans'), href: a.plans.href() },
  { id: 'master-data', ...label('menu.masterData'), href: a.masterList.href() },
  { id: 'email-suppressions', ...label('menu.mailSuppressions'), href: a.emailSuppressions.href() },
  { id: 'subscriptions', ...label('menu.subscriptions'), href: a.subscribers.href() },
  { id: 'enquiries', ...label('menu.enquiries'), href: a.enquiries.href() },
  adminContent,
  { id: 'reports', ...label('menu.reports'), href: a.reports.href() },
  { id: 'tasks', ...label('menu.tasks'), href: a.tasks.href() },
  adminAccount,
  { id: 'messages', ...label('menu.messages'), href: m.messages.href() },
];

/** Other staff of the operator: no portal settings and no creating organisations (master_admin only). */
export const adminReducedMenu: MenuItem[] = [
  { id: 'dashboard', ...label('menu.dashboard'), href: a.dashboard.href() },
  organisations('employer', EMPLOYERS, false),
  organisations('consultancy', CONSULTANCIES, false),
  { id: 'add-candidate', ...label('menu.addCandidate'), href: a.createCandidates.href() },
  adminCvDatabase,
  adminJobs,
  { id: 'subscriptions', ...label('menu.subscriptions'), href: a.subscribers.href() },
  { id: 'enquiries', ...label('menu.enquiries'), href: a.enquiries.href() },
  adminContent,
  { id: 'reports', ...label('menu.reports'), href: a.reports.href() },
  { id: 'tasks', ...label('menu.tasks'), href: a.tasks.href() },
  adminAccount,
  { id: 'messages', ...label('menu.messages'), href: m.messages.href() },
];

/**
 * A registered consultancy's staff (a tenant): its own jobs and templates, never the list of
 * organisations, which only the operator's staff hold (clients.list).
 */
export const tenantStaffMenu: MenuItem[] = adminReducedMenu.filter(
  (item) => !['employers', 'consultancys', 'subscriptions', 'enquiries', 'content'].includes(item.id),
);

const usersItem: MenuItem = { id: 'users', ...label('menu.users'), href: a.users.href() };
/** Staff who administer users (users.list) get the Users page before Account. */
function withUsers(menu: MenuItem[], permissions: readonly string[]): MenuItem[] {
  if (!permissions.includes('users.list')) return menu;
  return [...menu.slice(0, -1), usersItem, ...menu.slice(-1)];
}

/**
 * What each staff menu entry needs: a custom role holds a subset of its kind's permissions, and
 * its menu shows only what it can open (the server refuses the rest regardless).
 */
const NEEDS: Record<string, string> = {
  'employer-list': 'clients.list',
  'consultancy-list': 'clients.list',
  'employer-create': 'clients.create',
  'consultancy-create': 'clients.create',
  'add-candidate': 'candidates.create',
  duplicates: 'candidates.merge',
  'cv-search': 'cv.search',
  'saved-searches': 'cv.saved_searches',
  'cv-folders': 'cv.folders',
  'job-search': 'jobs.manage',
  'post-job': 'jobs.manage',
  'job-templates': 'templates.manage',
  users: 'users.list',
  roles: 'roles.manage',
  'role-groups': 'roles.manage',
  permissions: 'roles.manage',
  modules: 'roles.manage',
  'audit-log': 'audit.read',
  settings: 'settings.manage',
  plans: 'plans.manage',
  'master-data': 'master_data.manage',
  'email-suppressions': 'email_suppressions.manage',
  enquiries: 'enquiries.manage',
  subscriptions: 'news.manage',
  'logistics-news': 'news.manage',
  pages: 'pages.manage',
  messages: 'applications.manage',
  interviews: 'applications.manage',
  tasks: 'tasks.manage',
  reports: 'reports.view',
};

/** The staff menu without the entries the user's permissions do not open (an emptied group goes too). */
export function allowedFor(menu: MenuItem[], permissions: readonly string[]): MenuItem[] {
  const may = (id: string) => {
    const need = NEEDS[id];
    return need === undefined || permissions.includes(need);
  };
  return menu.flatMap((item) => {
    if (!may(item.id)) return [];
    if (!item.subMenu) return [item];
    const subMenu = item.subMenu.filter((l) => may(l.id));
    return subMenu.length > 0 ? [{ ...item, subMenu }] : [];
  });
}

/**
 * Layout by role (spec section 6); anyone else gets the guest menu. Consultancy roles see the
 * organisation lists only when their permissions hold them (the operator's staff).
 */
export function menuForRole(role: string | undefined, permissions: readonly string[] = []): MenuItem[] {
  switch (role) {
    case 'candidate':
      return candidateMenu;
    case 'employer':
      // The employer's menu is the spec's whole list; only Reports follows a permission of its own.
      return permissions.includes('reports.view')
        ? employerMenu
        : employerMenu.filter((i) => i.id !== 'reports');
    case 'master_admin':
      return allowedFor(adminFullMenu, permissions);
    case 'consultancy':
    case 'ats':
    case 'consultancy_admin':
      return allowedFor(
        withUsers(permissions.includes('clients.list') ? adminReducedMenu : tenantStaffMenu, permissions),
        permissions,
      );
    default:
      return guestMenu;
  }
}
