import type { AlertCriteria } from '@portal/contract/alerts';
import { EMPLOYMENT_TYPES, type EmploymentType } from '@portal/contract/job-values';
import { useT } from '@/features/job-alerts/i18n';
import { englishEmploymentTypeLabel } from '@/lib/employment-type';

/** Query keys that are paging or ordering, not filters. */
const NOT_CRITERIA = new Set(['page', 'page_size', 'sort']);

// The search page reads the criteria on its first load, so this mirrors the contract's
// alertCriteriaSchema without zod (22 KB); the server still validates what the dialog sends, and
// criteria.test.ts holds this reader to the schema.
const ID_LISTS = ['location', 'designation', 'functional_area', 'industry', 'employer'] as const;
const NUMBERS = {
  experience: 50,
  salary_min: Number.POSITIVE_INFINITY,
  salary_max: Number.POSITIVE_INFINITY,
};
const POSTED_WITHIN = [1, 3, 7, 30];

/** `1, 2,3` as ids (at most 50); undefined when one is not an id. */
function ids(value: string): number[] | undefined {
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length <= 50 && list.every((s) => /^[0-9]+$/.test(s)) ? list.map(Number) : undefined;
}

/** z.coerce.number().int().min(0).max(max): Number() of the text, a safe whole number in range. */
function count(value: string, max: number): number | undefined {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 0 && n <= max ? n : undefined;
}

/** One criterion read from its URL text: its value, `null` when left empty, undefined when invalid. */
function criterion(key: string, value: string): unknown {
  if (key === 'keyword') {
    const keyword = value.trim();
    return keyword.length > 200 ? undefined : keyword || null;
  }
  if ((ID_LISTS as readonly string[]).includes(key)) {
    const list = ids(value);
    return list && (list.length ? list : null);
  }
  if (key === 'employment_type') {
    const types = value.split(',').filter(Boolean);
    if (!types.every((t) => (EMPLOYMENT_TYPES as readonly string[]).includes(t))) return undefined;
    return types.length ? (types as EmploymentType[]) : null;
  }
  if (key in NUMBERS) return count(value, NUMBERS[key as keyof typeof NUMBERS]);
  if (key === 'posted_within') {
    const days = Number(value);
    return POSTED_WITHIN.includes(days) ? days : undefined;
  }
  return undefined;
}

/**
 * The alert criteria of a search URL. Free-text locations (old links, the landing page) are left
 * out: an alert keeps ids. Null when the search has no filter to alert on, or one the alert
 * would refuse (an unknown key, a value out of range).
 */
export function criteriaFromSearch(params: URLSearchParams): AlertCriteria | null {
  const raw = new Map<string, string>();
  for (const [key, value] of params) {
    if (NOT_CRITERIA.has(key)) continue;
    raw.set(
      key,
      key === 'location'
        ? value
            .split(',')
            .filter((v) => /^\d+$/.test(v.trim()))
            .join(',')
        : value,
    );
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of raw) {
    const read = criterion(key, value);
    if (read === undefined) return null;
    if (read !== null) out[key] = read;
  }
  const c = out as AlertCriteria;
  if (!Object.keys(c).length) return null;
  if (c.salary_min != null && c.salary_max != null && c.salary_min > c.salary_max) return null;
  return c;
}

export type NameLookup = (
  list: 'location' | 'designation' | 'functional_area' | 'industry',
  id: number,
) => string | undefined;

type T = ReturnType<typeof useT>;
/** English, for code that names criteria outside a page (and the tests). */
const english = (): T => useT.translator('en', 'en-GB');

/** The criteria by name, as the server names an alert: "forklift · Dubai · Full time". */
export function criteriaLabels(
  c: AlertCriteria,
  name: NameLookup,
  t: T = english(),
  typeLabel: (type: EmploymentType) => string = englishEmploymentTypeLabel,
): string[] {
  const out: string[] = [];
  if (c.keyword) out.push(c.keyword);
  for (const key of ['location', 'designation', 'functional_area', 'industry'] as const) {
    const names = (c[key] ?? []).flatMap((id) => name(key, id) ?? []);
    if (names.length) out.push(names.join(t('criteria.separator')));
  }
  if (c.employer?.length) out.push(t('criteria.employers', { count: c.employer.length }));
  if (c.employment_type?.length) out.push(c.employment_type.map(typeLabel).join(t('criteria.separator')));
  if (c.experience != null) out.push(t('criteria.experience', { years: c.experience }));
  const { salary_min: min, salary_max: max } = c;
  if (min != null && max != null) out.push(t('criteria.salaryRange', { min, max }));
  else if (min != null) out.push(t('criteria.salaryMin', { min }));
  else if (max != null) out.push(t('criteria.salaryMax', { max }));
  if (c.posted_within != null) out.push(t('criteria.posted', { days: c.posted_within }));
  return out;
}

export const nameFromLabels = (labels: string[], t: T = english()) => {
  const name = labels.join(t('criteria.nameSeparator'));
  return name.length > 80 ? `${name.slice(0, 79).replace(/\s+\S*$/, '')}…` : name;
};

/** A search of the last day suits a daily digest; a week or a month, a weekly one. */
export const frequencyFromSearch = (c: AlertCriteria | null) =>
  c?.posted_within != null && c.posted_within >= 7 ? ('weekly' as const) : ('daily' as const);
