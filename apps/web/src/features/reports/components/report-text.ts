import type { ReportId } from '@portal/contract/reports';
import { useLocale } from '@/lib/intl/locale-context';
import { useT } from '../i18n';

/**
 * The reports' own words in the page's language. The server writes a report's title, description,
 * column labels and a few cell texts in English; an Arabic page reads them from the catalogue by the
 * report's id and the columns' stable keys (anything unknown stays as the server wrote it). English
 * pages show the server's words as they are.
 */
const TITLE = {
  funnel: 'title.funnel',
  'time-in-stage': 'title.time-in-stage',
  sources: 'title.sources',
  'team-activity': 'title.team-activity',
  'job-performance': 'title.job-performance',
  campaigns: 'title.campaigns',
  'search-demand': 'title.search-demand',
} as const satisfies Record<ReportId, string>;

const DESCRIPTION = {
  funnel: 'description.funnel',
  'time-in-stage': 'description.time-in-stage',
  sources: 'description.sources',
  'team-activity': 'description.team-activity',
  'job-performance': 'description.job-performance',
  campaigns: 'description.campaigns',
  'search-demand': 'description.search-demand',
} as const satisfies Record<ReportId, string>;

/** What each report says when the period holds nothing to count. */
export const EMPTY_KEY = {
  funnel: 'empty.funnel',
  'time-in-stage': 'empty.time-in-stage',
  sources: 'empty.sources',
  'team-activity': 'empty.team-activity',
  'job-performance': 'empty.job-performance',
  campaigns: 'empty.campaigns',
  'search-demand': 'empty.search-demand',
} as const satisfies Record<ReportId, string>;

const COLUMN = {
  job: 'col.job',
  applications: 'col.applications',
  applied: 'col.applied',
  shortlisted: 'col.shortlisted',
  interview: 'col.interview',
  offered: 'col.offered',
  hired: 'col.hired',
  to_shortlisted: 'col.to_shortlisted',
  to_interview: 'col.to_interview',
  to_offered: 'col.to_offered',
  to_hired: 'col.to_hired',
  applied_median: 'col.applied_median',
  applied_p90: 'col.applied_p90',
  shortlisted_median: 'col.shortlisted_median',
  shortlisted_p90: 'col.shortlisted_p90',
  interview_median: 'col.interview_median',
  interview_p90: 'col.interview_p90',
  offered_median: 'col.offered_median',
  offered_p90: 'col.offered_p90',
  hire_median: 'col.hire_median',
  hire_p90: 'col.hire_p90',
  source: 'col.source',
  share: 'col.share',
  progressed: 'col.progressed',
  member: 'col.member',
  jobs_posted: 'col.jobs_posted',
  status_moves: 'col.status_moves',
  interviews_held: 'col.interviews_held',
  mails_sent: 'col.mails_sent',
  candidates_added: 'col.candidates_added',
  date: 'col.date',
  views: 'col.views',
  applications_per_100_views: 'col.applications_per_100_views',
  campaign: 'col.campaign',
  sent_on: 'col.sent_on',
  answered: 'col.answered',
  answer_rate: 'col.answer_rate',
  keyword: 'col.keyword',
  searches: 'col.searches',
  zero_result_searches: 'col.zero_result_searches',
} as const;

/** Texts the server writes into cells: the totals row's label and the application sources. */
const CELL = {
  Total: 'table.total',
  'Job search': 'source.search',
  'Job alert mail': 'source.alert',
  'Weekly job news': 'source.job_news',
  'Recruiter campaign': 'source.campaign',
  'CV database invitation': 'source.cv_invitation',
  'Company page': 'source.company_page',
  'Direct link': 'source.direct',
} as const;

const known = <M extends object>(map: M, key: string): key is Extract<keyof M, string> =>
  Object.hasOwn(map, key);

export type ReportText = ReturnType<typeof useReportText>;

export function useReportText() {
  const t = useT();
  const arabic = useLocale() === 'ar';
  return {
    title: (id: ReportId, text: string) => (arabic ? t(TITLE[id]) : text),
    description: (id: ReportId, text: string) => (arabic ? t(DESCRIPTION[id]) : text),
    column: (key: string, text: string) => (arabic && known(COLUMN, key) ? t(COLUMN[key]) : text),
    cell: (text: string) => (arabic && known(CELL, text) ? t(CELL[text]) : text),
  };
}
