import type { Locale } from '@portal/contract/locale';
import { catalogue } from './i18n';

const MARK = 'issue:';

/** What an issue's subject says: how many jobs and news articles it listed. */
export type IssueCounts = { jobs: number; news: number };

/**
 * An issue's row keeps its subject in a neutral form ("issue:" and JSON), so staff read it in their
 * own language; subjects stored before this (English text) are shown as they are.
 */
export const encodeIssueSubject = (c: IssueCounts): string =>
  `${MARK}${JSON.stringify({ jobs: c.jobs, news: c.news })}`;

/** The subject of an issue with these counts, in a language. */
export const issueSubject = ({ jobs, news }: IssueCounts, locale: Locale): string =>
  news
    ? catalogue.t(locale, 'issue.subjectWithNews', { jobs, news })
    : catalogue.t(locale, 'issue.subject', { jobs });

/** A stored subject in the reader's language. */
export function issueSubjectIn(stored: string, locale: Locale): string {
  if (!stored.startsWith(MARK)) return stored;
  try {
    const { jobs, news } = JSON.parse(stored.slice(MARK.length)) as IssueCounts;
    return issueSubject({ jobs: Number(jobs), news: Number(news) }, locale);
  } catch {
    return stored;
  }
}
