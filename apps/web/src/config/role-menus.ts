import {
  ACCOUNT_ID,
  candidateServiceLinks,
  employerServiceLinks,
  guestMenu,
  LOGOUT_ID,
  type MenuItem,
  type MenuLink,
} from './menus';
import { contentHref, paths } from './paths';

// The menus of signed-in roles: fetched with the profile (app/layouts/shell.tsx), not on a guest's
// first load.

/** Placeholders the spec lists without a route: kept for completeness, never rendered as links. */
const placeholder = (id: string, name: string): MenuLink => ({ id, name, href: '' });
const logout: MenuLink = { id: LOGOUT_ID, name: 'Logout', href: paths.home.href() };

const c = paths.candidate;
export const candidateMenu: MenuItem[] = [
  { id: 'dashboard', name: 'Dashboard', href: c.home.href() },
  { id: 'find-jobs', name: 'Find Jobs', href: c.searchJob.href(), state: { clearSearch: true } },
  { id: 'job-alert', name: 'Job Alerts', href: c.jobAlert.href() },
  {
    id: 'my-jobs',
    name: 'My Jobs',
    href: '',
    subMenu: [
      { id: 'saved', name: 'Saved Jobs', href: c.jobs.href({ category: 'saved' }) },
      { id: 'recommended', name: 'Recommended Jobs', href: c.jobs.href({ category: 'recommended' }) },
      { id: 'applied', name: 'Applied Jobs', href: c.jobs.href({ category: 'applied' }) },
      { id: 'offers', name: 'My Offers', href: c.offers.href() },
      { id: 'my-interviews', name: 'My Interviews', href: c.interviews.href() },
    ],
  },
  {
    id: 'services',
    name: 'Services',
    href: '',
    subMenu: [
      // The service page is named apart from the candidate's own Job Alerts entry above.
      ...candidateServiceLinks
        .filter((l) => l.id !== 'learning')
        .map((l) => (l.id === 'job-alerts' ? { ...l, name: 'About Job Alerts' } : l)),
      { id: 'webinar', name: 'Webinars', href: contentHref.service('webinar') },
    ],
  },
  { id: 'learning', name: 'Learning', href: contentHref.service('learning') },
  {
    id: ACCOUNT_ID,
    name: 'Account',
    href: '',
    subMenu: [{ id: 'my-profile', name: 'My Profile', href: c.profile.href() }, logout],
  },
  { id: 'messages', name: 'Messages', href: c.messages.href() },
];

const m = paths.management;
export const employerMenu: MenuItem[] = [
  { id: 'dashboard', name: 'Dashboard', href: paths.employer.dashboard.href() },
  {
    id: 'jobs',
    name: 'Jobs',
    href: '',
    subMenu: [
      { id: 'all-jobs', name: 'All Jobs', href: m.jobs.href() },
      { id: 'post-job', name: 'Post a Job', href: m.jobsCreate.href() },
      { id: 'job-templates', name: 'Job Templates', href: m.jobTemplates.href() },
      { id: 'offer-templates', name: 'Offer Templates', href: m.offerTemplates.href() },
    ],
  },
  {
    id: 'candidates',
    name: 'Candidates',
    href: '',
    subMenu: [
      { id: 'quick-search', name: 'Quick Search', href: `${m.cvSearch.href()}?no` },
      {
        id: 'new-search',
        name: 'New CV Search',
        href: m.cvSearchAction.href({ action: 'create' }),
        state: { clearSearch: true },
      },
      { id: 'add-candidate', name: 'Add Candidate', href: m.candidateCreate.href() },
      { id: 'saved-searches', name: 'Saved Searches', href: m.cvSavedList.href() },
      { id: 'cv-folders', name: 'CV Folders', href: m.cvFolders.href() },
    ],
  },
  {
    id: 'campaign',
    name: 'Campaigns',
    href: '',
    subMenu: [
      { id: 'email-templates', name: 'E-mail Templates', href: m.emailTemplates.href() },
      { id: 'email-responses', name: 'E-mail Responses', href: m.emailResponses.href() },
    ],
  },
  { id: 'interviews', name: 'Interviews', href: m.interviews.href() },
  { id: 'tasks', name: 'Tasks', href: m.tasks.href() },
  { ...placeholder('consultancy', 'Consultancy') },
  { id: 'reports', name: 'Reports', href: m.reports.href() },
  { id: 'employer-services', name: 'Services', href: '', subMenu: employerServiceLinks },
  { id: 'pricing', name: 'Pricing', href: contentHref.service('pricing') },
  {
    id: ACCOUNT_ID,
    name: 'Account',
    href: '',
    subMenu: [
      { id: 'my-profile', name: 'My Profile', href: paths.employer.view.href() },
      placeholder('company-profile', 'Company Profile'),
      placeholder('change-password', 'Change Password'),
      logout,
    ],
  },
  { id: 'messages', name: 'Messages', href: m.messages.href() },
];

const a = paths.admin;
const adminJobs: MenuItem = {
  id: 'jobs',
  name: 'Jobs',
  href: '',
  subMenu: [
    { id: 'job-search', name: 'Search Jobs', href: m.jobSearch.href() },
    { id: 'post-job', name: 'Post a Job', href: m.jobsCreate.href() },
    { id: 'job-templates', name: 'Job Templates', href: m.jobTemplates.href() },
    { id: 'offer-templates', name: 'Offer Templates', href: m.offerTemplates.href() },
    { id: 'interviews', name: 'Interviews', href: m.interviews.href() },
  ],
};
/** The CV database, for staff and consultancies (spec: the employer menu's candidate entries). */
const adminCvDatabase: MenuItem = {
  id: 'cv-database',
  name: 'CV Database',
  href: '',
  subMenu: [
    {
      id: 'cv-search',
      name: 'CV Search',
      href: m.cvSearchAction.href({ action: 'create' }),
      state: { clearSearch: true },
    },
    { id: 'saved-searches', name: 'Saved Searches', href: m.cvSavedList.href() },
    { id: 'cv-folders', name: 'CV Folders', href: m.cvFolders.href() },
    { id: 'duplicates', name: 'Duplicate Candidates', href: a.duplicates.href() },
  ],
};
/**
 * The portal's public content that staff write (news.manage, pages.manage). The weekly job news is
 * the spec's top-level "Subscriptions" entry, not repeated here.
 */
const adminContent: MenuItem = {
  id: 'content',
  name: 'Content',
  href: '',
  subMenu: [
    { id: 'logistics-news', name: 'Logistics News', href: a.logisticsNews.href() },
    { id: 'pages', name: 'Pages', href: a.pages.href() },
  ],
};
const adminAccount: MenuItem = {
  id: ACCOUNT_ID,
  name: 'Account',
  href: '',
  subMenu: [{ id: 'my-account', name: 'My Account', href: a.account.href() }, logout],
};

function organisations(
  client: 'employer' | 'consultancy',
  label: string,
  plural: string,
  withCreate: boolean,
): MenuItem {
  const list = { id: `${client}-list`, name: `${label} List`, href: a.list.href({ client }) };
  const create = { id: `${client}-create`, name: `Create ${label}`, href: a.create.href({ client }) };
  return { id: `${client}s`, name: plural, href: '', subMenu: withCreate ? [list, create] : [list] };
}

/** master_admin: everything the spec's admin menu lists. */
export const adminFullMenu: MenuItem[] = [
  { id: 'dashboard', name: 'Dashboard', href: a.dashboard.href() },
  organisations('employer', 'Employer', 'Employers', true),
  organisations('consultancy', 'Consultancy', 'Consultancies', true),
  { id: 'add-candidate', name: 'Add Candidate', href: a.createCandidates.href() },
  adminCvDatabase,
  adminJobs,
  {
    id: 'access',
    name: 'Access',
    href: '',
    subMenu: [
      { id: 'users', name: 'Users', href: a.users.href() },
      { id: 'roles', name: 'Roles', href: a.roles.href() },
      { id: 'role-groups', name: 'Role Groups', href: a.roleGroups.href() },
      { id: 'permissions', name: 'Permissions', href: a.permissions.href() },
      { id: 'modules', name: 'Modules', href: a.modules.href() },
      { id: 'audit-log', name: 'Audit Log', href: a.auditLog.href() },
    ],
  },
  { id: 'settings', name: 'Settings', href: a.settings.href() },
  { id: 'plans', name: 'Plans', href: a.plans.href() },
  { id: 'master-data', name: 'Master Data', href: a.masterList.href() },
  { id: 'email-suppressions', name: 'Mail Suppressions', href: a.emailSuppressions.href() },
  { id: 'subscriptions', name: 'Subscriptions', href: a.subscribers.href() },
  { id: 'enquiries', name: 'Enquiries', href: a.enquiries.href() },
  adminContent,
  { id: 'reports', name: 'Reports', href: a.reports.href() },
  { id: 'tasks', name: 'Tasks', href: a.tasks.href() },
  adminAccount,
  { id: 'messages', name: 'Messages', href: m.messages.href() },
];

/** Other staff of the operator: no portal settings and no creating organisations (master_admin only). */
export const adminReducedMenu: MenuItem[] = [
  { id: 'dashboard', name: 'Dashboard', href: a.dashboard.href() },
  organisations('employer', 'Employer', 'Employers', false),
  organisations('consultancy', 'Consultancy', 'Consultancies', false),
  { id: 'add-candidate', name: 'Add Candidate', href: a.createCandidates.href() },
  adminCvDatabase,
  adminJobs,
  { id: 'subscriptions', name: 'Subscriptions', href: a.subscribers.href() },
  { id: 'enquiries', name: 'Enquiries', href: a.enquiries.href() },
  adminContent,
  { id: 'reports', name: 'Reports', href: a.reports.href() },
  { id: 'tasks', name: 'Tasks', href: a.tasks.href() },
  adminAccount,
  { id: 'messages', name: 'Messages', href: m.messages.href() },
];

/**
 * A registered consultancy's staff (a tenant): its own jobs and templates, never the list of
 * organisations, which only the operator's staff hold (clients.list).
 */
export const tenantStaffMenu: MenuItem[] = adminReducedMenu.filter(
  (item) => !['employers', 'consultancys', 'subscriptions', 'enquiries', 'content'].includes(item.id),
);

const usersItem: MenuItem = { id: 'users', name: 'Users', href: a.users.href() };
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
