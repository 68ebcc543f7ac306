import type { EmploymentType } from '@portal/contract/job-values';
import type { JobLocation } from '@portal/contract/jobs';
import { useMemo } from 'react';
import { useFormat } from '@/lib/intl/format';
import { useLocale } from '@/lib/intl/locale-context';
import * as english from '@/lib/job-format';
import { EMPLOYMENT_TYPE_KEYS } from './employment-types';
import { useT } from './i18n';

type SalaryLike = Parameters<typeof english.formatSalary>[0];
type AedLike = Parameters<typeof english.formatSalaryInAed>[0];

const PERIOD = {
  MONTH: 'format.period.MONTH',
  YEAR: 'format.period.YEAR',
  HOUR: 'format.period.HOUR',
  DAY: 'format.period.DAY',
  WEEK: 'format.period.WEEK',
} as const;

/** "about" figures: to the nearest 100 (10 under 1,000), as a rate gives no more precision. */
const about = (n: number) => (n < 1000 ? Math.round(n / 10) * 10 : Math.round(n / 100) * 100);

/**
 * A job's salary, experience, type, places and dates in the page's language. English keeps the
 * hand-made formatting of lib/job-format (no Intl on the first load); Arabic reads the catalogue.
 */
export function useJobFormat() {
  const locale = useLocale();
  const t = useT();
  const f = useFormat();
  return useMemo(() => {
    if (locale !== 'ar')
      return {
        salary: english.formatSalary,
        salaryInAed: english.formatSalaryInAed,
        experience: english.formatExperience,
        employmentType: english.employmentTypeLabel,
        location: english.formatLocation,
        locations: english.formatLocations,
        date: english.formatDate,
        timeAgo: english.timeAgo,
      };
    const n = (v: number) => f.number(Math.round(v));
    const amount = (min: number | null, max: number | null, shown: (v: number) => string) =>
      min != null && max != null
        ? shown(min) === shown(max)
          ? shown(min)
          : t('format.range', { min: shown(min), max: shown(max) })
        : min != null
          ? t('format.from', { min: shown(min) })
          : t('format.upTo', { max: shown(max ?? 0) });
    const date = (iso: string | null | undefined) => {
      if (!iso) return '—';
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? '—' : f.date(d, { day: 'numeric', month: 'long', year: 'numeric' });
    };
    const location = (loc: JobLocation) => {
      const parts = [loc.city?.name, loc.state?.name, loc.city || loc.state ? null : loc.country.name].filter(
        (p): p is string => Boolean(p),
      );
      return [...new Set(parts)].join(t('format.placeSeparator'));
    };
    return {
      salary: (job: SalaryLike) => {
        if (job.salary_min == null && job.salary_max == null) return null;
        const period = PERIOD[job.salary_period as keyof typeof PERIOD];
        return t('format.salary', {
          amount: amount(job.salary_min, job.salary_max, n),
          currency: job.salary_currency,
          period: period ? t(period) : job.salary_period.toLowerCase(),
        });
      },
      salaryInAed: (job: AedLike) => {
        if (job.salary_currency === 'AED' && job.salary_period === 'MONTH') return null;
        const min = job.salary_min_aed_month ?? null;
        const max = job.salary_max_aed_month ?? null;
        if (min == null && max == null) return null;
        return t('format.aboutAed', { amount: amount(min, max, (v) => n(about(v))) });
      },
      experience: (min: number | null, max: number | null) => {
        if (min == null && max == null) return null;
        if (min != null && max != null)
          return min === max ? t('format.years', { count: min }) : t('format.yearsRange', { min, max });
        if (min != null) return min === 0 ? t('format.noExperience') : t('format.yearsPlus', { count: min });
        return t('format.yearsUpTo', { count: max ?? 0 });
      },
      employmentType: (type: EmploymentType) => t(EMPLOYMENT_TYPE_KEYS[type]),
      location,
      locations: (locations: JobLocation[]) => locations.map(location).join(t('format.locationSeparator')),
      date,
      timeAgo: (iso: string | null | undefined, now: Date = new Date()) => {
        if (!iso) return '';
        const then = new Date(iso);
        if (Number.isNaN(then.getTime())) return '';
        const days = Math.floor((now.getTime() - then.getTime()) / 86_400_000);
        if (days <= 0) return t('format.today');
        if (days === 1) return t('format.yesterday');
        if (days < 7) return t('format.daysAgo', { count: days });
        if (days < 30) return t('format.weeksAgo', { count: Math.floor(days / 7) });
        return date(iso);
      },
    };
  }, [locale, t, f]);
}
