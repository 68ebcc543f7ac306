import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AREA_ROLES } from '../layouts/guard';
import { errorElement, page } from '../route-parts';
import { guarded, needs } from './guarded';
import { candidateCreate } from './shared-pages';

const { management: m } = paths;

const guardedRoutes = guarded('management', '/management', AREA_ROLES.management, [
  page(m.jobs, () => import('@/features/jobs/pages/jobs-page').then((mod) => mod.JobsPage)),
  page(m.jobsCreate, () => import('@/features/jobs/pages/job-create-page').then((mod) => mod.JobCreatePage)),
  page(m.jobsEdit, () => import('@/features/jobs/pages/job-edit-page').then((mod) => mod.JobEditPage)),
  page(m.jobsView, () => import('@/app/routes/management/job-view-page').then((mod) => mod.JobViewPage)),
  page(m.jobSearch, () =>
    import('@/features/jobs/pages/staff-job-search-page').then((mod) => mod.StaffJobSearchPage),
  ),
  page(m.jobTemplates, () =>
    import('@/features/jobs/pages/template-list-page').then((mod) => mod.TemplateListPage),
  ),
  page(m.jobTemplateCreate, () =>
    import('@/features/jobs/pages/template-create-page').then((mod) => mod.TemplateCreatePage),
  ),
  page(m.jobTemplateEdit, () =>
    import('@/features/jobs/pages/template-edit-page').then((mod) => mod.TemplateEditPage),
  ),
  page(m.jobTemplateView, () =>
    import('@/app/routes/management/template-view-page').then((mod) => mod.TemplateViewPage),
  ),
  page(m.cvSearch, () => import('@/app/routes/management/cv-search-page').then((mod) => mod.CvSearchPage)),
  page(m.cvSearchAction, () =>
    import('@/features/cv-search/pages/cv-search-action-page').then((mod) => mod.CvSearchActionPage),
  ),
  page(m.cvSearchView, () =>
    import('@/app/routes/management/cv-candidate-page').then((mod) => mod.CvCandidatePage),
  ),
  page(m.cvFolders, () =>
    import('@/features/recruiting/pages/cv-folder-list-page').then((mod) => mod.CvFolderListPage),
  ),
  page(m.cvFolderView, () =>
    import('@/features/recruiting/pages/cv-folder-view-page').then((mod) => mod.CvFolderViewPage),
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
  page(m.offerTemplates, () =>
    import('@/features/offers/pages/offer-templates-page').then((mod) => mod.OfferTemplatesPage),
  ),
  // Issue 28 item 4.
  page(m.messages, () =>
    import('@/features/messages/pages/messages-pages').then((mod) => mod.ManagementMessagesPage),
  ),
  page(m.messageThread, () =>
    import('@/features/messages/pages/messages-pages').then((mod) => mod.ManagementThreadPage),
  ),
  page(m.interviews, () =>
    import('@/features/recruiting/pages/interviews-page').then((mod) => mod.InterviewsPage),
  ),
  // Issue 30.
  page(m.tasks, () => import('@/features/tasks/pages/tasks-page').then((mod) => mod.TasksPage)),
  needs('reports.view', [
    page(m.reports, () => import('@/features/reports/pages/reports-page').then((mod) => mod.ReportsPage)),
    page(m.reportsPrint, () =>
      import('@/features/reports/pages/report-print-page').then((mod) => mod.ReportPrintPage),
    ),
  ]),
]);

/**
 * A client's view of a shared client CV: no sign-in and no redirect for a signed-in visitor (the
 * public layout sends those home), bare like every client-cv path.
 */
const sharedClientCvRoute: RouteObject = {
  id: 'client-cv-shared',
  path: m.clientCvShared.path,
  handle: { title: m.clientCvShared.titleKey },
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

/**
 * The recruiters' area (/management) with the shared client CV under the same prefix, added to the
 * route tree on the first visit to either.
 */
export const managementRoutes: RouteObject[] = [guardedRoutes, sharedClientCvRoute];
