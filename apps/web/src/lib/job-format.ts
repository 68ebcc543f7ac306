import type { EmploymentType } from '@portal/contract/job-values';
import type { JobLocation } from '@portal/contract/jobs';
import type { Locale } from '@portal/contract/locale';
import { useMemo } from 'react';
import { employmentTypeLabel } from './employment-type';
import { type Translate, useT } from './i18n';
import { type Formatter, useFormat } from './intl/format';
import { useLocale } from './intl/locale-context';
import { masterLabel } from './master-data';

const PERIOD_LABEL: Record<string, string> = {
  MONTH: 'month',
  YEAR: 'year',
  HOUR: 'hour',
  DAY: 'day',
  WEEK: 'week',
};

/*
 * Numbers and dates are formatted by hand, not with Intl: the first Intl formatter a page makes loads
 * the browser's locale data, 30-120 ms of main thread on this machine (four times that on a phone),
 * and the job cards and job page are on the first load. Same output as Intl's en-AE numbers (whole,
 * grouped by thousands) and en-GB dates ("5 Sept 2026").
 */
const number = {
  format(value: number): string {
    const whole = Math.round(Math.abs(value));
    const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return value < 0 && whole > 0 ? `-${grouped}` : grouped;
  },
};

type SalaryLike = {
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  salary_period: string;
};

/** "AED 4,000 – 6,000 a month"; null when the salary is hidden or not given. */
export function formatSalary(job: SalaryLike): string | null {
  const { salary_min: min, salary_max: max } = job;
  if (min == null && max == null) return null;
  const period = PERIOD_LABEL[job.salary_period] ?? job.salary_period.toLowerCase();
  let amount: string;
  if (min != null && max != null)
    amount = min === max ? number.format(min) : `${number.format(min)} – ${number.format(max)}`;
  else if (min != null) amount = `from ${number.format(min)}`;
  else amount = `up to ${number.format(max ?? 0)}`;
  return `${job.salary_currency} ${amount} a ${period}`;
}

type AedLike = SalaryLike & { salary_min_aed_month?: number | null; salary_max_aed_month?: number | null };

/** "about" figures: to the nearest 100 (10 under 1,000), as a rate gives no more precision. */
const about = (n: number) => number.format(n < 1000 ? Math.round(n / 10) * 10 : Math.round(n / 100) * 100);

/**
 * "about AED 5,700 – 8,600 a month" beside a salary in another currency or period (what the
 * salary filter compares); null for a monthly AED salary or without a known rate.
 */
export function formatSalaryInAed(job: AedLike): string | null {
  if (job.salary_currency === 'AED' && job.salary_period === 'MONTH') return null;
  const min = job.salary_min_aed_month ?? null;
  const max = job.salary_max_aed_month ?? null;
  if (min == null && max == null) return null;
  let amount: string;
  if (min != null && max != null)
    amount = about(min) === about(max) ? about(min) : `${about(min)} – ${about(max)}`;
  else if (min != null) amount = `from ${about(min)}`;
  else amount = `up to ${about(max ?? 0)}`;
  return `about AED ${amount} a month`;
}

/** "3–5 years", "2+ years", "Up to 4 years"; null when not given. */
export function formatExperience(min: number | null, max: number | null): string | null {
  if (min == null && max == null) return null;
  const years = (n: number) => (n === 1 ? 'year' : 'years');
  if (min != null && max != null) return min === max ? `${min} ${years(min)}` : `${min}–${max} years`;
  if (min != null) return min === 0 ? 'No experience needed' : `${min}+ ${years(min)}`;
  return `Up to ${max} ${years(max ?? 0)}`;
}

/** "Jebel Ali, Dubai" — the most specific two parts of a location, in the page's language. */
export function formatLocation(loc: JobLocation, locale: Locale = 'en'): string {
  const name = (item: JobLocation['state']) => (item ? masterLabel(item, locale) : null);
  const parts = [name(loc.city), name(loc.state), loc.city || loc.state ? null : name(loc.country)].filter(
    (p): p is string => Boolean(p),
  );
  // A city named like its emirate ("Dubai, Dubai") reads better once; Arabic has its own comma.
  return [...new Set(parts)].join(locale === 'ar' ? '، ' : ', ');
}

export function formatLocations(locations: JobLocation[], locale: Locale = 'en'): string {
  return locations.map((l) => formatLocation(l, locale)).join(' · ');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const dateFormat = {
  format: (date: Date) => `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`,
};

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

/** "Today", "Yesterday", "3 days ago", "2 weeks ago", then the date. */
export function timeAgo(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const days = Math.floor((now.getTime() - then.getTime()) / 86_400_000);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  }
  return formatDate(iso);
}

/** Initials for an organisation without a logo: "Gulf Freight LLC" -> "GF". */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !/^(llc|fze|fzco|ltd|co|inc|the|and|of)$/i.test(w));
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('') || name.slice(0, 1)
  ).toUpperCase();
}

const SALARY_KEYS = {
  MONTH: 'salary.MONTH',
  YEAR: 'salary.YEAR',
  HOUR: 'salary.HOUR',
  DAY: 'salary.DAY',
  WEEK: 'salary.WEEK',
} as const;

/**
 * The job formats in a language. English keeps the hand-made formats above (no Intl on the first
 * load); Arabic reads the lib catalogue and formats with Intl in the page's digits.
 */
export function jobFormat(locale: Locale, t: Translate, format: Formatter) {
  if (locale === 'en')
    return {
      formatSalary,
      formatSalaryInAed,
      formatExperience,
      employmentTypeLabel: (type: EmploymentType) => employmentTypeLabel(t, type),
      formatDate,
      timeAgo,
      formatLocation,
      formatLocations,
    };
  const amount = (min: number | null, max: number | null, round: (n: number) => number) => {
    if (min != null && max != null)
      return round(min) === round(max)
        ? format.number(round(min))
        : t('salary.range', { min: format.number(round(min)), max: format.number(round(max)) });
    if (min != null) return t('salary.from', { min: format.number(round(min)) });
    return t('salary.upTo', { max: format.number(round(max ?? 0)) });
  };
  const date = (iso: string | null | undefined) => {
    if (!iso) return '—';
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? '—' : format.date(d);
  };
  return {
    formatSalary(job: SalaryLike): string | null {
      if (job.salary_min == null && job.salary_max == null) return null;
      const key = SALARY_KEYS[job.salary_period as keyof typeof SALARY_KEYS] ?? 'salary.MONTH';
      return t(key, {
        // "ريال عماني", not "OMR": a Latin code splits the Arabic line and reverses the range beside it.
        currency: format.currencyName(job.salary_currency),
        amount: amount(job.salary_min, job.salary_max, Math.round),
      });
    },
    formatSalaryInAed(job: AedLike): string | null {
      if (job.salary_currency === 'AED' && job.salary_period === 'MONTH') return null;
      const min = job.salary_min_aed_month ?? null;
      const max = job.salary_max_aed_month ?? null;
      if (min == null && max == null) return null;
      const round = (n: number) => (n < 1000 ? Math.round(n / 10) * 10 : Math.round(n / 100) * 100);
      return t('salary.aboutAed', { amount: amount(min, max, round) });
    },
    formatExperience(min: number | null, max: number | null): string | null {
      if (min == null && max == null) return null;
      if (min != null && max != null)
        return min === max ? t('experience.exact', { count: min }) : t('experience.range', { min, max });
      if (min != null) return min === 0 ? t('experience.none') : t('experience.atLeast', { count: min });
      return t('experience.upTo', { count: max ?? 0 });
    },
    employmentTypeLabel: (type: EmploymentType) => employmentTypeLabel(t, type),
    formatDate: date,
    formatLocation: (loc: JobLocation) => formatLocation(loc, locale),
    formatLocations: (locations: JobLocation[]) => formatLocations(locations, locale),
    timeAgo(iso: string | null | undefined, now: Date = new Date()): string {
      if (!iso) return '';
      const then = new Date(iso);
      if (Number.isNaN(then.getTime())) return '';
      const days = Math.floor((now.getTime() - then.getTime()) / 86_400_000);
      if (days <= 0) return t('ago.today');
      if (days < 30)
        return days < 7 ? format.relative(-days, 'day') : format.relative(-Math.floor(days / 7), 'week');
      return date(iso);
    },
  };
}

/** The job formats in the page's language. */
export function useJobFormat() {
  const locale = useLocale();
  const t = useT();
  const format = useFormat();
  return useMemo(() => jobFormat(locale, t, format), [locale, t, format]);
}
