import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { NotAvailablePage } from '@/components/ui/not-available-page';
import { CONTENT_ALIASES, CONTENT_PAGES, type ContentSlug, paths } from '@/config/paths';
import { AppLayout } from './layouts/app-layout';
import { AREA_ROLES, Guard } from './layouts/guard';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';

type RouteInfo = { path: string; title: string };

/** A lazily loaded page: its chunk is fetched on first visit. */
function page(def: RouteInfo, load: () => Promise<ComponentType>): RouteObject {
  return { path: def.path, handle: { title: def.title }, lazy: async () => ({ Component: await load() }) };
}

/** Routes a later issue owns: the shared "not available yet" page with the route's title. */
function soon(def: RouteInfo): RouteObject {
  return { path: def.path, handle: { title: def.title }, element: <NotAvailablePage title={def.title} /> };
}

function content(path: string, slug: ContentSlug): RouteObject {
  return {
    path,
    lazy: async () => {
      const { ContentPage } = await import('@/features/content/pages/content-page');
      return { element: <ContentPage slug={slug} /> };
    },
  };
}

/** The other path of a content page: on to its canonical path (the server answers a 301 first). */
function alias(from: string, to: string): RouteObject {
  return {
    path: from,
    loader: ({ request }) => redirect(`${to}${new URL(request.url).search}`),
    // Never shown: the loader redirects before the route renders.
    Component: Loading,
  };
}

const errorElement = <RouteError />;
const { auth, admin, candidate, employer, management: m, unauth } = paths;

const searchPage = () => import('@/features/job-search/pages/search-page').then((mod) => mod.SearchPage);

const signIn = () => import('@/features/auth/pages/sign-in-page').then((mod) => mod.SignInPage);
const signUp = () => import('@/features/auth/pages/sign-up-page').then((mod) => mod.SignUpPage);

const publicRoutes: RouteObject = {
  id: 'public',
  Component: PublicLayout,
  errorElement,
  children: [
    {
      index: true,
      handle: { title: 'Logistics and supply-chain jobs in the UAE' },
      lazy: async () => ({ Component: (await import('@/features/landing/pages/landing-page')).LandingPage }),
    },
    {
      path: '/auth',
      errorElement,
      children: [
        page(auth.candidateSignIn, signIn),
        page(auth.candidateSignUp, signUp),
        page(auth.clientSignIn, signIn),
        page(auth.clientSignUp, signUp),
        page(auth.forgotPassword, () =>
          import('@/features/auth/pages/forgot-password-page').then((mod) => mod.ForgotPasswordPage),
        ),
      ],
    },
    page(admin.signIn, signIn),
    {
      path: '/unauth',
      errorElement,
      children: [
        soon(unauth.emailResponse),
        page(unauth.searchJob, searchPage),
        page(unauth.jobList, searchPage),
        page(unauth.jobView, () => import('@/features/job-search/pages/job-page').then((mod) => mod.JobPage)),
        page(unauth.jobAlertUnsubscribe, () =>
          import('@/features/job-alerts/pages/unsubscribe-page').then((mod) => mod.UnsubscribePage),
        ),
        page(unauth.jobCategory, () =>
          import('@/features/job-search/pages/job-category-page').then((mod) => mod.JobCategoryPage),
        ),
        page(unauth.employerList, () =>
          import('@/features/job-search/pages/employer-list-page').then((mod) => mod.EmployerListPage),
        ),
        page(unauth.employerJob, () =>
          import('@/features/job-search/pages/employer-jobs-page').then((mod) => mod.EmployerJobsPage),
        ),
        ...CONTENT_PAGES.map((p) => content(p.path, p.slug)),
        ...CONTENT_ALIASES.map((a) => alias(a.from, a.to)),
      ],
    },
  ],
};

/** A signed-in group: token guard, then the layout chosen by role. */
function guarded(path: string, roles: readonly string[], children: RouteObject[]): RouteObject {
  return {
    path,
    element: <Guard roles={roles} />,
    errorElement,
    children: [{ Component: AppLayout, children }],
  };
}

const clients = () => import('@/features/clients/pages/client-list-page').then((mod) => mod.ClientListPage);

const adminRoutes = guarded('/admin-pannel', AREA_ROLES.adminPannel, [
  page(admin.dashboard, () =>
    import('@/features/clients/pages/admin-dashboard-page').then((mod) => mod.AdminDashboardPage),
  ),
  soon(admin.create),
  page(admin.list, clients),
  page(admin.view, () =>
    import('@/features/clients/pages/client-view-page').then((mod) => mod.ClientViewPage),
  ),
  page(admin.account, () =>
    import('@/features/account/pages/my-profile-page').then((mod) => mod.MyProfilePage),
  ),
  soon(admin.createUser),
  soon(admin.createCandidates),
  page(admin.settings, () =>
    import('@/features/settings/pages/admin-settings-page').then((mod) => mod.AdminSettingsPage),
  ),
  soon(admin.masterList),
  soon(admin.masterItems),
  soon(admin.logisticsNews),
  soon(admin.modules),
  soon(admin.users),
  soon(admin.roles),
  soon(admin.rolesCreate),
  soon(admin.roleGroups),
  soon(admin.permissions),
  soon(admin.permissionsCreate),
]);

/** Both wizard paths open the one wizard; it resumes at the first unfinished step. */
const profileWizard = () =>
  import('@/features/candidate-profile/pages/profile-wizard-page').then((mod) => mod.ProfileWizardPage);

const candidateRoutes = guarded('/candidate', AREA_ROLES.candidate, [
  {
    index: true,
    handle: { title: candidate.home.title },
    lazy: async () => ({
      Component: (await import('@/features/candidate-dashboard/pages/dashboard-page')).DashboardPage,
    }),
  },
  page(candidate.profile, () =>
    import('@/features/candidate-profile/pages/profile-page').then((mod) => mod.ProfilePage),
  ),
  page(candidate.profileCreate, profileWizard),
  page(candidate.personalCreate, profileWizard),
  page(candidate.searchJob, searchPage),
  page(candidate.jobList, searchPage),
  page(candidate.jobAlert, () =>
    import('@/features/job-alerts/pages/job-alerts-page').then((mod) => mod.JobAlertsPage),
  ),
  // Before the generic job/:category entry, which the saved and applied lists share.
  page(candidate.jobRecommended, () =>
    import('@/features/recommended-jobs/pages/recommended-jobs-page').then((mod) => mod.RecommendedJobsPage),
  ),
  page(candidate.jobApplied, () =>
    import('@/features/applications/pages/applied-jobs-page').then((mod) => mod.AppliedJobsPage),
  ),
  page(candidate.jobSaved, () =>
    import('@/features/applications/pages/saved-jobs-page').then((mod) => mod.SavedJobsPage),
  ),
  soon(candidate.jobs),
]);

const employerRoutes = guarded('/employer', AREA_ROLES.employer, [
  page(employer.dashboard, () =>
    import('@/features/account/pages/employer-dashboard-page').then((mod) => mod.EmployerDashboardPage),
  ),
  page(employer.view, () =>
    import('@/features/account/pages/my-profile-page').then((mod) => mod.MyProfilePage),
  ),
]);

const managementRoutes = guarded('/management', AREA_ROLES.management, [
  page(m.jobs, () => import('@/features/jobs/pages/jobs-page').then((mod) => mod.JobsPage)),
  page(m.jobsCreate, () => import('@/features/jobs/pages/job-create-page').then((mod) => mod.JobCreatePage)),
  page(m.jobsEdit, () => import('@/features/jobs/pages/job-edit-page').then((mod) => mod.JobEditPage)),
  page(m.jobsView, () => import('@/features/jobs/pages/job-view-page').then((mod) => mod.JobViewPage)),
  page(m.jobSearch, () =>
    import('@/features/jobs/pages/staff-job-search-page').then((mod) => mod.StaffJobSearchPage),
  ),
  page(m.jobTemplates, () =>
    import('@/features/job-templates/pages/template-list-page').then((mod) => mod.TemplateListPage),
  ),
  page(m.jobTemplateCreate, () =>
    import('@/features/job-templates/pages/template-create-page').then((mod) => mod.TemplateCreatePage),
  ),
  page(m.jobTemplateEdit, () =>
    import('@/features/job-templates/pages/template-edit-page').then((mod) => mod.TemplateEditPage),
  ),
  page(m.jobTemplateView, () =>
    import('@/features/job-templates/pages/template-view-page').then((mod) => mod.TemplateViewPage),
  ),
  ...[
    m.cvSavedList,
    m.cvSearch,
    m.cvSearchAction,
    m.cvSearchView,
    m.clientCv,
    m.cvFolders,
    m.cvFolderView,
    m.emailTemplates,
    m.emailTemplateCreate,
    m.emailTemplateEdit,
    m.emailTemplateView,
    m.emailCompose,
    m.emailResponses,
    m.emailTagsView,
  ].map(soon),
]);

const consultancyAdminRoutes = guarded('/consultancy-admin', AREA_ROLES.consultancyAdmin, [
  page(paths.consultancyAdmin.dashboard, () =>
    import('@/features/account/pages/consultancy-admin-dashboard-page').then(
      (mod) => mod.ConsultancyAdminDashboardPage,
    ),
  ),
]);

/**
 * The whole route tree of spec section 2. Every group has its own errorElement; a URL nothing
 * matches falls to the root's, which shows Not Found.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    errorElement,
    HydrateFallback: Loading,
    children: [
      publicRoutes,
      adminRoutes,
      candidateRoutes,
      employerRoutes,
      managementRoutes,
      consultancyAdminRoutes,
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
