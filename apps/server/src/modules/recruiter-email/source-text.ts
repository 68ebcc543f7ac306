import type { ApplicationStatus } from '@portal/contract/candidate-enums';
import type { Locale } from '@portal/contract/locale';
import { titleIn } from '../../platform/mail/templates';
import { catalogue } from './i18n';

const MARK = 'source:';

/** What a campaign's source was, as kept with it: names as they were when it was sent. */
export type SourceFacts =
  | { kind: 'applicants'; job: string | null; job_ar: string | null; statuses: ApplicationStatus[] }
  | { kind: 'candidates'; count: number }
  | { kind: 'folder'; folder: string }
  | { kind: 'search' };

/**
 * The campaign keeps its source in a neutral form ("source:" and JSON), so each reader sees it in
 * their own language; sources stored before this (English text) are shown as they are.
 */
export const encodeSource = (facts: SourceFacts): string => `${MARK}${JSON.stringify(facts)}`;

const describe = (f: SourceFacts, locale: Locale): string => {
  switch (f.kind) {
    case 'applicants': {
      const job = f.job
        ? titleIn(locale, { title: f.job, titleAr: f.job_ar })
        : catalogue.t(locale, 'source.someJob');
      if (f.statuses.length === 0) return catalogue.t(locale, 'source.applicants', { job });
      const statuses = f.statuses
        .map((status) => catalogue.t(locale, 'source.status', { status }))
        .join(catalogue.t(locale, 'source.listSeparator'));
      return catalogue.t(locale, 'source.applicantsWithStatuses', { job, statuses });
    }
    case 'candidates':
      return catalogue.t(locale, 'source.candidates', { count: f.count });
    case 'folder':
      return catalogue.t(locale, 'source.folder', { folder: f.folder });
    case 'search':
      return catalogue.t(locale, 'source.search');
  }
};

/** A stored source in the reader's language. */
export function sourceIn(stored: string, locale: Locale): string {
  if (!stored.startsWith(MARK)) return stored;
  try {
    return describe(JSON.parse(stored.slice(MARK.length)) as SourceFacts, locale);
  } catch {
    return stored;
  }
}
