import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { Loading } from '@/components/ui/loading';
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
      // No title of its own: the home keeps the one the server writes (the portal's name, then its
      // tagline; root-layout.tsx falls back to the same), so it does not change as the client starts.
      index: true,
      lazy: async () => ({ Component: (await import('@/features/landing/pages/landing-page')).LandingPage }),
    },
    {
      path: '/auth',
      errorElement,
      children: [
        page(auth.candidateSignIn, signIn),
        page(auth.candidateSignUp, signUp),
        page(auth.candidateConfirmEmail, () =>
          import('@/features/auth/pages/confirm-email-page').then((mod) => mod.ConfirmEmailPage),
        ),
        page(auth.clientSignIn, signIn),
        page(auth.clientSignUp, signUp),
        page(auth.forgotPassword, () =>
          import('@/features/auth/pages/forgot-password-page').then((mod) => mod.ForgotPasswordPage),
        ),
        // Static segments outrank :client, so this is never read as a client type.
        page(auth.adminSignIn, signIn),
        page(auth.setPassword, () =>
          import('@/features/auth/pages/set-password-page').then((mod) => mod.SetPasswordPage),
        ),
        page(auth.claimAccount, () =>
          import('@/features/auth/pages/claim-account-page').then((mod) => mod.ClaimAccountPage),
        ),
      ],
    },
    alias(admin.signIn.path, auth.adminSignIn.href()),
    {
      path: '/unauth',
      errorElement,
      children: [
        page(unauth.emailResponse, () =>
          import('@/features/email-responses/pages/email-response-page').then((mod) => mod.EmailResponsePage),
        ),
        page(unauth.emailUnsubscribe, () =>
          import('@/features/email-responses/pages/email-unsubscribe-page').then(
            (mod) => mod.EmailUnsubscribePage,
          ),
        ),
        page(unauth.searchJob, searchPage),
        page(unauth.jobList, searchPage),
        page(unauth.jobView, () => import('@/features/job-search/pages/job-page').then((mod) => mod.JobPage)),
        page(unauth.jobAlertUnsubscribe, () =>
          import('@/features/job-alerts/pages/unsubscribe-page').then((mod) => mod.UnsubscribePage),
        ),
        page(unauth.mailUnsubscribe, () =>
          import('@/features/mail-preferences/pages/mail-unsubscribe-page').then(
            (mod) => mod.MailUnsubscribePage,
          ),
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
        page(unauth.news, () =>
          import('@/features/news/pages/news-list-page').then((mod) => mod.NewsListPage),
        ),
        page(unauth.subscriptionConfirm, () =>
          import('@/features/newsletter/pages/subscription-link-page').then(
            (mod) => mod.ConfirmSubscriptionPage,
          ),
        ),
        page(unauth.subscriptionUnsubscribe, () =>
          import('@/features/newsletter/pages/subscription-link-page').then(
            (mod) => mod.UnsubscribeSubscriptionPage,
          ),
        ),
        page(unauth.newsArticle, () =>
          import('@/features/news/pages/news-article-page').then((mod) => mod.NewsArticlePage),
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

const candidateCreate = () =>
  import('@/features/candidate-create/pages/candidate-create-page').then((mod) => mod.CandidateCreatePage);

const clients = () => import('@/features/clients/pages/client-list-page').then((mod) => mod.ClientListPage);
const newsEditPage = () => import('@/features/news/pages/news-edit-page').then((mod) => mod.NewsEditPage);

const adminRoutes = guarded('/admin-pannel', AREA_ROLES.adminPannel, [
  page(admin.emailSuppressions, () =>
    import('@/features/email-responses/pages/suppression-list-page').then((mod) => mod.SuppressionListPage),
  ),
  page(admin.dashboard, () =>
    import('@/features/clients/pages/admin-dashboard-page').then((mod) => mod.AdminDashboardPage),
  ),
  page(admin.create, () =>
    import('@/features/users/pages/create-organisation-page').then((mod) => mod.CreateOrganisationPage),
  ),
  page(admin.list, clients),
  page(admin.view, () =>
    import('@/features/clients/pages/client-view-page').then((mod) => mod.ClientViewPage),
  ),
  page(admin.account, () =>
    import('@/features/account/pages/my-profile-page').then((mod) => mod.MyProfilePage),
  ),
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
  page(admin.enquiry, () => import('@/features/enquiries/pages/enquiry-page').then((mod) => mod.EnquiryPage)),
  page(admin.modules, () =>
    import('@/features/access-control/pages/modules-page').then((mod) => mod.ModulesPage),
  ),
  page(admin.users, () => import('@/features/users/pages/users-page').then((mod) => mod.UsersPage)),
  page(admin.user, () => import('@/features/users/pages/user-page').then((mod) => mod.UserPage)),
  page(admin.roles, () => import('@/features/access-control/pages/roles-page').then((mod) => mod.RolesPage)),
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
  {
    path: candidate.jobs.path,
    handle: { title: candidate.jobs.title },
    lazy: async () => {
      const { JobCategoryPage } = await import('@/features/job-search/pages/job-category-page');
      return { element: <JobCategoryPage searchPath={candidate.searchJob.href()} /> };
    },
  },
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
  page(m.cvSearch, () => import('@/features/cv-search/pages/cv-search-page').then((mod) => mod.CvSearchPage)),
  page(m.cvSearchAction, () =>
    import('@/features/cv-search/pages/cv-search-action-page').then((mod) => mod.CvSearchActionPage),
  ),
  page(m.cvSearchView, () =>
    import('@/features/cv-search/pages/cv-candidate-page').then((mod) => mod.CvCandidatePage),
  ),
  page(m.cvFolders, () =>
    import('@/features/cv-folders/pages/cv-folder-list-page').then((mod) => mod.CvFolderListPage),
  ),
  page(m.cvFolderView, () =>
    import('@/features/cv-folders/pages/cv-folder-view-page').then((mod) => mod.CvFolderViewPage),
  ),
  page(m.cvSavedList, () =>
    import('@/features/cv-search/pages/cv-saved-list-page').then((mod) => mod.CvSavedListPage),
  ),
  page(m.candidateCreate, candidateCreate),
  page(m.clientCv, () => import('@/features/client-cv/pages/client-cv-page').then((mod) => mod.ClientCvPage)),
  page(m.emailCompose, () =>
    import('@/features/email-templates/pages/email-compose-page').then((mod) => mod.EmailComposePage),
  ),
  page(m.emailResponses, () =>
    import('@/features/email-responses/pages/email-responses-page').then((mod) => mod.EmailResponsesPage),
  ),
  page(m.emailTemplates, () =>
    import('@/features/email-templates/pages/email-template-list-page').then(
      (mod) => mod.EmailTemplateListPage,
    ),
  ),
  page(m.emailTemplateCreate, () =>
    import('@/features/email-templates/pages/email-template-create-page').then(
      (mod) => mod.EmailTemplateCreatePage,
    ),
  ),
  page(m.emailTemplateEdit, () =>
    import('@/features/email-templates/pages/email-template-edit-page').then(
      (mod) => mod.EmailTemplateEditPage,
    ),
  ),
  page(m.emailTemplateView, () =>
    import('@/features/email-templates/pages/email-template-view-page').then(
      (mod) => mod.EmailTemplateViewPage,
    ),
  ),
  page(m.emailTagsView, () =>
    import('@/features/email-templates/pages/email-tags-page').then((mod) => mod.EmailTagsPage),
  ),
]);

/**
 * A client's view of a shared client CV: no sign-in and no redirect for a signed-in visitor (the
 * public layout sends those home), bare like every client-cv path.
 */
const sharedClientCvRoute: RouteObject = {
  path: m.clientCvShared.path,
  handle: { title: m.clientCvShared.title },
  errorElement,
  lazy: async () => {
    const { SharedClientCvPage } = await import('@/features/client-cv/pages/shared-client-cv-page');
    return {
      element: (
        <main className="min-h-screen bg-white">
          <SharedClientCvPage />
        </main>
      ),
    };
  },
};

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
      sharedClientCvRoute,
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
