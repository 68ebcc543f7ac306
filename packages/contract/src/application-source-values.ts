// Where a candidate came from, without zod: the job page keeps it for the apply call on its first load.
/**
 * How a candidate reached the job, recorded on the application at apply time. The job links the portal
 * makes carry it as `?src=` (search results, alert mails, the weekly job news, recruiter campaigns, CV
 * database invitations, the company page); an application without one is `direct`.
 */
export const APPLICATION_SOURCES = [
  'search',
  'alert',
  'job_news',
  'campaign',
  'cv_invitation',
  'company_page',
  'direct',
] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];
export const APPLICATION_SOURCE_LABELS: Record<ApplicationSource, string> = {
  search: 'Job search',
  alert: 'Job alert mail',
  job_news: 'Weekly job news',
  campaign: 'Recruiter campaign',
  cv_invitation: 'CV database invitation',
  company_page: 'Company page',
  direct: 'Direct link',
};
/** A `utm_source` as stored: lower-cased, letters, digits, dot, dash and underscore, at most 64. */
export const UTM_SOURCE_PATTERN = /^[a-z0-9._-]{1,64}$/;
