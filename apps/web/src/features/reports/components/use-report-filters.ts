import { REPORT_IDS, REPORT_MAX_DAYS, type ReportId } from '@portal/contract/reports';
import { useSearchParams } from 'react-router';
import { oneOf } from '@/lib/one-of';
import type { ReportFilters } from '../api/reports';

export const PERIODS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: 'year', label: 'This year' },
  { value: 'custom', label: 'Custom dates' },
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

/** What is wrong with custom dates, said before asking the server (it says the same). */
export function periodError({ from, to }: { from: string; to: string }): string | undefined {
  if (!from) return 'Choose the start date';
  if (!to) return 'Choose the end date';
  if (from > to) return 'The start date must be on or before the end date';
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 >= REPORT_MAX_DAYS)
    return `Choose a period of at most ${REPORT_MAX_DAYS} days`;
  return undefined;
}

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
