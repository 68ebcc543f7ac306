import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { CONTENT_ALIASES, CONTENT_PAGES, type ContentSlug, paths } from '@/config/paths';
import { pageLocale, routerBasename } from '@/lib/intl/page-locale';
import { AREA_PARENT, patchAreaRoutes } from './area-routes';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { errorElement, page, searchPage } from './route-parts';

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

const { auth, admin, unauth } = paths;

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
      lazy: async () => ({ Component: (await import('@/app/routes/landing-page')).LandingPage }),
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
    page(paths.salaries.index, () =>
      import('@/features/salary-insights/pages/salary-index-page').then((mod) => mod.SalaryIndexPage),
    ),
    page(paths.salaries.designation, () =>
      import('@/features/salary-insights/pages/salary-page').then((mod) => mod.SalaryPage),
    ),
    page(paths.salaries.place, () =>
      import('@/features/salary-insights/pages/salary-page').then((mod) => mod.SalaryPage),
    ),
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
        page(unauth.jobView, () => import('@/app/routes/job-view-page').then((mod) => mod.JobViewPage)),
        page(unauth.jobAlertUnsubscribe, () =>
          import('@/features/job-alerts/pages/unsubscribe-page').then((mod) => mod.UnsubscribePage),
        ),
        page(unauth.mailUnsubscribe, () =>
          import('@/features/mail-preferences/pages/mail-unsubscribe-page').then(
            (mod) => mod.MailUnsubscribePage,
          ),
        ),
        page(unauth.reportUnsubscribe, () =>
          import('@/features/mail-preferences/pages/report-unsubscribe-page').then(
            (mod) => mod.ReportUnsubscribePage,
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
        page(unauth.interview, () =>
          import('@/features/interviews/pages/interview-link-page').then((mod) => mod.InterviewLinkPage),
        ),
        page(unauth.newsArticle, () =>
          import('@/features/news/pages/news-article-page').then((mod) => mod.NewsArticlePage),
        ),
        page(unauth.offer, () =>
          import('@/features/offers/pages/offer-link-page').then((mod) => mod.OfferLinkPage),
        ),
        ...CONTENT_PAGES.map((p) => content(p.path, p.slug)),
        ...CONTENT_ALIASES.map((a) => alias(a.from, a.to)),
      ],
    },
  ],
};

/**
 * The route tree of spec section 2 as it starts: the public pages. The signed-in areas (and the
 * shared client CV under /management) join it on their first visit (area-routes.ts). Every group has
 * its own errorElement; a URL nothing matches, even after that, falls to the root's: Not Found.
 * The server render (entry-server.tsx) uses this tree as is: it renders public pages only.
 */
export const routes: RouteObject[] = [
  {
    id: AREA_PARENT,
    path: '/',
    Component: RootLayout,
    errorElement,
    HydrateFallback: Loading,
    children: [publicRoutes],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, {
    basename: routerBasename(pageLocale),
    patchRoutesOnNavigation: patchAreaRoutes(),
  });
}
