import { candidateEndpoints } from '@portal/contract/endpoints/candidate';
import { candidateSchemas } from '@portal/contract/endpoints/candidate.schemas';
import { candidateAddedEndpoints } from '@portal/contract/endpoints/candidate-added';
import { candidateAddedSchemas } from '@portal/contract/endpoints/candidate-added.schemas';
import { candidateCreateEndpoints } from '@portal/contract/endpoints/candidate-create';
import { candidateCreateSchemas } from '@portal/contract/endpoints/candidate-create.schemas';
import { candidateDocumentsEndpoints } from '@portal/contract/endpoints/candidate-documents';
import { candidateDocumentsSchemas } from '@portal/contract/endpoints/candidate-documents.schemas';
import { candidateMergeEndpoints } from '@portal/contract/endpoints/candidate-merge';
import { candidateMergeSchemas } from '@portal/contract/endpoints/candidate-merge.schemas';
import { clientCvEndpoints } from '@portal/contract/endpoints/client-cv';
import { clientCvSchemas } from '@portal/contract/endpoints/client-cv.schemas';
import { consentsEndpoints } from '@portal/contract/endpoints/consents';
import { consentsSchemas } from '@portal/contract/endpoints/consents.schemas';
import { cvFoldersEndpoints } from '@portal/contract/endpoints/cv-folders';
import { cvFoldersSchemas } from '@portal/contract/endpoints/cv-folders.schemas';
import { cvParsingEndpoints } from '@portal/contract/endpoints/cv-parsing';
import { cvParsingSchemas } from '@portal/contract/endpoints/cv-parsing.schemas';
import { cvSearchEndpoints } from '@portal/contract/endpoints/cv-search';
import { cvSearchSchemas } from '@portal/contract/endpoints/cv-search.schemas';
import { dashboardsEndpoints } from '@portal/contract/endpoints/dashboards';
import { dashboardsSchemas } from '@portal/contract/endpoints/dashboards.schemas';
import { directoryEndpoints } from '@portal/contract/endpoints/directory';
import { directorySchemas } from '@portal/contract/endpoints/directory.schemas';
import { emailCampaignsEndpoints } from '@portal/contract/endpoints/email-campaigns';
import { emailCampaignsSchemas } from '@portal/contract/endpoints/email-campaigns.schemas';
import { emailTemplatesEndpoints } from '@portal/contract/endpoints/email-templates';
import { emailTemplatesSchemas } from '@portal/contract/endpoints/email-templates.schemas';
import { employersEndpoints } from '@portal/contract/endpoints/employers';
import { employersSchemas } from '@portal/contract/endpoints/employers.schemas';
import { withSchemas } from '@portal/contract/endpoints/endpoint';
import { healthEndpoints } from '@portal/contract/endpoints/health';
import { healthSchemas } from '@portal/contract/endpoints/health.schemas';
import { interviewsEndpoints } from '@portal/contract/endpoints/interviews';
import { interviewsSchemas } from '@portal/contract/endpoints/interviews.schemas';
import { jobTemplatesEndpoints } from '@portal/contract/endpoints/job-templates';
import { jobTemplatesSchemas } from '@portal/contract/endpoints/job-templates.schemas';
import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import { jobsSchemas } from '@portal/contract/endpoints/jobs.schemas';
import { masterEndpoints } from '@portal/contract/endpoints/master';
import { masterSchemas } from '@portal/contract/endpoints/master.schemas';
// Issue 28 item 4 (messages).
import { messagesEndpoints } from '@portal/contract/endpoints/messages';
import { messagesSchemas } from '@portal/contract/endpoints/messages.schemas';
// issue 28: offers
import { offersEndpoints } from '@portal/contract/endpoints/offers';
import { offersSchemas } from '@portal/contract/endpoints/offers.schemas';
import { plansEndpoints } from '@portal/contract/endpoints/plans';
import { plansSchemas } from '@portal/contract/endpoints/plans.schemas';
import { reportsEndpoints } from '@portal/contract/endpoints/reports';
import { reportsSchemas } from '@portal/contract/endpoints/reports.schemas';
import { salaryInsightsEndpoints } from '@portal/contract/endpoints/salary-insights';
import { salaryInsightsSchemas } from '@portal/contract/endpoints/salary-insights.schemas';
import { scorecardsEndpoints } from '@portal/contract/endpoints/scorecards';
import { scorecardsSchemas } from '@portal/contract/endpoints/scorecards.schemas';
import { screeningEndpoints } from '@portal/contract/endpoints/screening';
import { screeningSchemas } from '@portal/contract/endpoints/screening.schemas';
import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import { settingsSchemas } from '@portal/contract/endpoints/settings.schemas';
import { tasksEndpoints } from '@portal/contract/endpoints/tasks';
import { tasksSchemas } from '@portal/contract/endpoints/tasks.schemas';
import { userEndpoints } from '@portal/contract/endpoints/user';
import { userSchemas } from '@portal/contract/endpoints/user.schemas';

const areas = {
  candidate: withSchemas(candidateEndpoints, candidateSchemas),
  candidateDocuments: withSchemas(candidateDocumentsEndpoints, candidateDocumentsSchemas),
  candidateCreate: withSchemas(candidateCreateEndpoints, candidateCreateSchemas),
  candidateAdded: withSchemas(candidateAddedEndpoints, candidateAddedSchemas),
  candidateMerge: withSchemas(candidateMergeEndpoints, candidateMergeSchemas),
  clientCv: withSchemas(clientCvEndpoints, clientCvSchemas),
  cvFolders: withSchemas(cvFoldersEndpoints, cvFoldersSchemas),
  cvParsing: withSchemas(cvParsingEndpoints, cvParsingSchemas),
  cvSearch: withSchemas(cvSearchEndpoints, cvSearchSchemas),
  dashboards: withSchemas(dashboardsEndpoints, dashboardsSchemas),
  directory: withSchemas(directoryEndpoints, directorySchemas),
  emailCampaigns: withSchemas(emailCampaignsEndpoints, emailCampaignsSchemas),
  emailTemplates: withSchemas(emailTemplatesEndpoints, emailTemplatesSchemas),
  employers: withSchemas(employersEndpoints, employersSchemas),
  health: withSchemas(healthEndpoints, healthSchemas),
  jobTemplates: withSchemas(jobTemplatesEndpoints, jobTemplatesSchemas),
  jobs: withSchemas(jobsEndpoints, jobsSchemas),
  master: withSchemas(masterEndpoints, masterSchemas),
  plans: withSchemas(plansEndpoints, plansSchemas),
  settings: withSchemas(settingsEndpoints, settingsSchemas),
  user: withSchemas(userEndpoints, userSchemas),
  offers: withSchemas(offersEndpoints, offersSchemas),
  messages: withSchemas(messagesEndpoints, messagesSchemas),
  interviews: withSchemas(interviewsEndpoints, interviewsSchemas),
  screening: withSchemas(screeningEndpoints, screeningSchemas),
  scorecards: withSchemas(scorecardsEndpoints, scorecardsSchemas),
  consents: withSchemas(consentsEndpoints, consentsSchemas),
  salaryInsights: withSchemas(salaryInsightsEndpoints, salaryInsightsSchemas),
  tasks: withSchemas(tasksEndpoints, tasksSchemas),
  reports: withSchemas(reportsEndpoints, reportsSchemas),
};

/** Each endpoint with the OpenAPI operationId its area and key make. */
type Named<T> = { [A in keyof T]: { [K in keyof T[A]]: T[A][K] & { readonly operationId: string } } };

/**
 * Every endpoint of the contract with its schemas, as the routes register them (core/lib/route.ts),
 * each named `<area>.<key>` (`jobs.byId`): an operationId as stable as the contract's names and,
 * since an area's keys are unique, unique in the document.
 */
export const endpoints = Object.fromEntries(
  Object.entries(areas).map(([area, set]) => [
    area,
    Object.fromEntries(
      Object.entries(set).map(([key, endpoint]) => [key, { ...endpoint, operationId: `${area}.${key}` }]),
    ),
  ]),
) as Named<typeof areas>;
