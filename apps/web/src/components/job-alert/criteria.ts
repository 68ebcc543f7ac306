import { type AlertCriteria, alertCriteriaSchema } from '@portal/contract/alerts';
import { EMPLOYMENT_TYPE_LABELS } from '@portal/contract/jobs';

/** Query keys that are paging or ordering, not filters. */
const NOT_CRITERIA = new Set(['page', 'page_size', 'sort']);

/**
 * The alert criteria of a search URL. Free-text locations (old links, the landing page) are left
 * out: an alert keeps ids. Null when the search has no filter to alert on.
 */
export function criteriaFromSearch(params: URLSearchParams): AlertCriteria | null {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) {
    if (NOT_CRITERIA.has(key)) continue;
    raw[key] =
      key === 'location'
        ? value
            .split(',')
            .filter((v) => /^\d+$/.test(v.trim()))
            .join(',')
        : value;
  }
  const parsed = alertCriteriaSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export type NameLookup = (
  list: 'location' | 'designation' | 'functional_area' | 'industry',
  id: number,
) => string | undefined;

/** The criteria by name, as the server names an alert: "forklift · Dubai · Full time". */
export function criteriaLabels(c: AlertCriteria, name: NameLookup): string[] {
  const out: string[] = [];
  if (c.keyword) out.push(c.keyword);
  for (const key of ['location', 'designation', 'functional_area', 'industry'] as const) {
    const names = (c[key] ?? []).flatMap((id) => name(key, id) ?? []);
    if (names.length) out.push(names.join(', '));
  }
  if (c.employer?.length) out.push(c.employer.length === 1 ? '1 employer' : `${c.employer.length} employers`);
  if (c.employment_type?.length) out.push(c.employment_type.map((t) => EMPLOYMENT_TYPE_LABELS[t]).join(', '));
  if (c.experience != null) out.push(`${c.experience} year${c.experience === 1 ? '' : 's'} experience`);
  const { salary_min: min, salary_max: max } = c;
  if (min != null && max != null)
    out.push(`Salary AED ${min.toLocaleString('en-US')}–${max.toLocaleString('en-US')} a month`);
  else if (min != null) out.push(`Salary from AED ${min.toLocaleString('en-US')} a month`);
  else if (max != null) out.push(`Salary up to AED ${max.toLocaleString('en-US')} a month`);
  if (c.posted_within != null) out.push(`Posted within ${c.posted_within} days`);
  return out;
}

export const nameFromLabels = (labels: string[]) => {
  const name = labels.join(' · ');
  return name.length > 80 ? `${name.slice(0, 79).replace(/\s+\S*$/, '')}…` : name;
};

/** A search of the last day suits a daily digest; a week or a month, a weekly one. */
export const frequencyFromSearch = (c: AlertCriteria | null) =>
  c?.posted_within != null && c.posted_within >= 7 ? ('weekly' as const) : ('daily' as const);
