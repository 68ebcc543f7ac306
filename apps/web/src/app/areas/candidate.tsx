import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AREA_ROLES } from '../layouts/guard';
import { page, searchPage } from '../route-parts';
import { guarded } from './guarded';

const { candidate } = paths;

/** Both wizard paths open the one wizard; it resumes at the first unfinished step. */
const profileWizard = () =>
  import('@/features/candidate-profile/pages/profile-wizard-page').then((mod) => mod.ProfileWizardPage);

/** The candidate's area (/candidate), added to the route tree on its first visit. */
export const candidateRoutes: RouteObject[] = [
  guarded('candidate', '/candidate', AREA_ROLES.candidate, [
    {
      index: true,
      handle: { title: candidate.home.titleKey },
      lazy: async () => ({
        Component: (await import('@/app/routes/candidate/dashboard-page')).DashboardPage,
      }),
    },
    page(candidate.profile, () =>
      import('@/app/routes/candidate/profile-page').then((mod) => mod.ProfilePage),
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
      import('@/app/routes/candidate/recommended-jobs-page').then((mod) => mod.RecommendedJobsPage),
    ),
    page(candidate.jobApplied, () =>
      import('@/features/applications/pages/applied-jobs-page').then((mod) => mod.AppliedJobsPage),
    ),
    page(candidate.jobSaved, () =>
      import('@/app/routes/candidate/saved-jobs-page').then((mod) => mod.SavedJobsPage),
    ),
    page(candidate.interviews, () =>
      import('@/features/interviews/pages/my-interviews-page').then((mod) => mod.MyInterviewsPage),
    ),
    {
      path: candidate.jobs.path,
      handle: { title: candidate.jobs.titleKey },
      lazy: async () => {
        const { JobCategoryPage } = await import('@/features/job-search/pages/job-category-page');
        return { element: <JobCategoryPage searchPath={candidate.searchJob.href()} /> };
      },
    },
    page(candidate.offers, () =>
      import('@/features/offers/pages/my-offers-page').then((mod) => mod.MyOffersPage),
    ),
    // Issue 28 item 4.
    page(candidate.messages, () =>
      import('@/features/messages/pages/messages-pages').then((mod) => mod.CandidateMessagesPage),
    ),
    page(candidate.messageThread, () =>
      import('@/features/messages/pages/messages-pages').then((mod) => mod.CandidateThreadPage),
    ),
  ]),
];
