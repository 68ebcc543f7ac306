import { APPLICATION_STATUSES, type ApplicationStatus } from '@portal/contract/candidate-enums';
import { CV_CRITERIA_KEYS } from '@portal/contract/cv-search';
import type { RecipientSourceInput } from '@portal/contract/recruiter-email';
import { paths } from '@/config/paths';
import { isOneOf } from '@/lib/one-of';

/*
 * The compose page's recipients as its URL holds them, so every place that offers "E-mail ..."
 * (a CV search, a folder, a job's applicants, one candidate) opens it with them chosen:
 *   ?candidates=1,2 · ?folder=3 · ?job=5&statuses=shortlisted,interview · ?search=<CV search query>
 * Another organisation's folder or job in the URL is refused by the server (404), not trusted here.
 */

export type ComposeRecipients =
  | { kind: 'candidates'; candidate_ids: number[] }
  | { kind: 'folder'; folder_id: number }
  | { kind: 'applicants'; job_id: number; statuses?: ApplicationStatus[] }
  /** The CV search page's criteria, as its query string holds them (ids comma-separated). */
  | { kind: 'search'; criteria: Record<string, string> };

export function composeHref(to: ComposeRecipients, extra: { template?: number } = {}): string {
  const q = new URLSearchParams();
  switch (to.kind) {
    case 'candidates':
      q.set('candidates', to.candidate_ids.join(','));
      break;
    case 'folder':
      q.set('folder', String(to.folder_id));
      break;
    case 'applicants':
      q.set('job', String(to.job_id));
      if (to.statuses?.length) q.set('statuses', to.statuses.join(','));
      break;
    case 'search':
      q.set('search', new URLSearchParams(to.criteria).toString());
      break;
  }
  if (extra.template) q.set('template', String(extra.template));
  return `${paths.management.emailCompose.href()}?${q.toString()}`;
}

const positiveIds = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

const isStatus = (s: string): s is ApplicationStatus => isOneOf(APPLICATION_STATUSES, s);
const isCriteriaKey = (k: string) => isOneOf(CV_CRITERIA_KEYS, k);

/** The recipients a compose URL names, or null when it names none (the page then asks). */
export function recipientsFromUrl(params: URLSearchParams): RecipientSourceInput | null {
  const candidates = positiveIds(params.get('candidates'));
  if (candidates.length > 0) return { kind: 'candidates', candidate_ids: candidates };
  const [folder] = positiveIds(params.get('folder'));
  if (folder) return { kind: 'folder', folder_id: folder };
  const search = params.get('search');
  if (search !== null) {
    // Unknown keys are left out: the server refuses them, and a stale link should still open.
    const criteria = Object.fromEntries([...new URLSearchParams(search)].filter(([k]) => isCriteriaKey(k)));
    return { kind: 'search', criteria };
  }
  const [job] = positiveIds(params.get('job'));
  if (job) {
    const statuses = (params.get('statuses') ?? '').split(',').filter(isStatus);
    return { kind: 'applicants', job_id: job, statuses };
  }
  return null;
}
