import { REPORT_IDS, REPORT_MAX_DAYS, type ReportId } from '@portal/contract/reports';
import { useSearchParams } from 'react-router';
import { oneOf } from '@/lib/one-of';
import type { ReportFilters } from '../api/reports';
import { useT } from '../i18n';

/** The period presets; `label` is the catalogue key of the name. */
export const PERIODS = [
  { value: '7', label: 'period.7' },
  { value: '30', label: 'period.30' },
  { value: '90', label: 'period.90' },
  { value: 'year', label: 'period.year' },
  { value: 'custom', label: 'period.custom' },
] as const;
export type Period = (typeof PERIODS)[number]['value'];
const DEFAULT_PERIOD: Period = '30';

/** What the page's URL holds: the report shown and its filters (shareable; the back button undoes a change). */
export type ReportUrl = {
  report: ReportId | undefined;
  period: Period;
  from: string;
  to: string;
  job: number | undefined;
  member: number | undefined;
  org: number | undefined;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const id = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function readReportUrl(params: URLSearchParams): ReportUrl {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    report: oneOf(REPORT_IDS, params.get('report') ?? ''),
    period:
      oneOf(
        PERIODS.map((p) => p.value),
        params.get('period') ?? '',
      ) ?? DEFAULT_PERIOD,
    from: day('from'),
    to: day('to'),
    job: id(params.get('job')),
    member: id(params.get('member')),
    org: id(params.get('org')),
  };
}

/** The URL's query for `url`, leaving out what is at its default. */
export function writeReportUrl(url: ReportUrl): URLSearchParams {
  const out = new URLSearchParams();
  if (url.report) out.set('report', url.report);
  if (url.period !== DEFAULT_PERIOD) out.set('period', url.period);
  if (url.period === 'custom') {
    if (url.from) out.set('from', url.from);
    if (url.to) out.set('to', url.to);
  }
  if (url.org) out.set('org', String(url.org));
  if (url.job) out.set('job', String(url.job));
  if (url.member) out.set('member', String(url.member));
  return out;
}

/** Today (YYYY-MM-DD) in an IANA time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The period's first and last day: a preset counts back from today in the organisation's time zone,
 * today included (as the server's default of 30 days does); custom dates are taken as they are.
 */
export function periodDays(url: Pick<ReportUrl, 'period' | 'from' | 'to'>, today: string) {
  switch (url.period) {
    case 'custom':
      return { from: url.from, to: url.to };
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    default:
      return { from: addDays(today, 1 - Number(url.period)), to: today };
  }
}

const english = useT.translator('en', 'en-GB');

/**
 * What is wrong with custom dates, said before asking the server (it says the same), in the
 * language of `t` (English unless told).
 */
export function periodError(
  { from, to }: { from: string; to: string },
  t: typeof english = english,
): string | undefined {
  if (!from) return t('period.noStart');
  if (!to) return t('period.noEnd');
  if (from > to) return t('period.order');
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 >= REPORT_MAX_DAYS)
    return t('period.tooLong', { days: REPORT_MAX_DAYS });
  return undefined;
}

/** Whether the period's error belongs under the start date (else under the end date). */
export const periodErrorOnStart = ({ from, to }: { from: string; to: string }): boolean =>
  !from || (to !== '' && from > to);

/** The report filters the URL asks for, as the API takes them. */
export function toFilters(url: ReportUrl, today: string): ReportFilters {
  const { from, to } = periodDays(url, today);
  return { from, to, job_id: url.job, member_id: url.member, client_id: url.org };
}

/** The URL's report and filters, and a setter that pushes a new history entry (back undoes it). */
export function useReportUrl(): [ReportUrl, (next: Partial<ReportUrl>) => void] {
  const [params, setParams] = useSearchParams();
  const url = readReportUrl(params);
  const update = (next: Partial<ReportUrl>) => {
    const merged = { ...url, ...next };
    // Another organisation has other jobs and members.
    if (next.org !== undefined && next.org !== url.org)
      Object.assign(merged, { job: undefined, member: undefined });
    setParams(writeReportUrl(merged));
  };
  return [url, update];
}
