import type { AlertCriteria } from '@portal/contract/alerts';
import { EMPLOYMENT_TYPE_LABELS } from '@portal/contract/jobs';
import type { Db } from '../../core/db/client';
import { AppError, type FieldErrors } from '../../core/lib/app-error';
import { employerRefs, masterRefs } from '../master';
import { catalogue } from './i18n';

export type CriterionLabel = { key: string; label: string };

/** Which master lists each id filter takes its ids from. */
const MASTER_FILTERS = {
  location: ['states', 'cities'],
  designation: ['designations'],
  functional_area: ['functional_areas'],
  industry: ['industries'],
} as const;

const money = (n: number) => n.toLocaleString('en-US');

/**
 * The criteria by name, in the order a person reads a search ("SAP", "Dubai, Sharjah", ...).
 * With `strict`, ids that are not on their list are a 400 naming the filter (creating or editing);
 * without, they are left out (an item deleted since the alert was made).
 */
export async function describeCriteria(db: Db, c: AlertCriteria, strict = false): Promise<CriterionLabel[]> {
  const masterIds = Object.keys(MASTER_FILTERS).flatMap((k) => c[k as keyof typeof MASTER_FILTERS] ?? []);
  const [masters, employers] = await Promise.all([
    masterRefs(db, masterIds),
    employerRefs(db, c.employer ?? []),
  ]);
  const errors: FieldErrors = {};
  const labels: CriterionLabel[] = [];
  if (c.keyword) labels.push({ key: 'keyword', label: `“${c.keyword}”` });
  for (const [key, lists] of Object.entries(MASTER_FILTERS)) {
    const ids = c[key as keyof typeof MASTER_FILTERS] ?? [];
    const names = ids.flatMap((id) => {
      const ref = masters.get(id);
      return ref && (lists as readonly string[]).includes(ref.list) ? [ref.name] : [];
    });
    if (names.length < ids.length)
      errors[`criteria.${key}`] = [catalogue.text('errors.choose_value_from_list')];
    if (names.length) labels.push({ key, label: names.join(', ') });
  }
  if (c.employer?.length) {
    const names = c.employer.flatMap((id) => employers.get(id)?.name ?? []);
    if (names.length < c.employer.length)
      errors['criteria.employer'] = [catalogue.text('errors.choose_value_from_list')];
    if (names.length) labels.push({ key: 'employer', label: names.join(', ') });
  }
  if (c.employment_type?.length)
    labels.push({
      key: 'employment_type',
      label: c.employment_type.map((t) => EMPLOYMENT_TYPE_LABELS[t]).join(', '),
    });
  if (c.experience != null)
    labels.push({
      key: 'experience',
      label: `${c.experience} year${c.experience === 1 ? '' : 's'} experience`,
    });
  if (c.salary_min != null && c.salary_max != null)
    labels.push({ key: 'salary', label: `Salary AED ${money(c.salary_min)}–${money(c.salary_max)} a month` });
  else if (c.salary_min != null)
    labels.push({ key: 'salary', label: `Salary from AED ${money(c.salary_min)} a month` });
  else if (c.salary_max != null)
    labels.push({ key: 'salary', label: `Salary up to AED ${money(c.salary_max)} a month` });
  if (c.posted_within != null)
    labels.push({ key: 'posted_within', label: `Posted within ${c.posted_within} days` });
  if (strict && Object.keys(errors).length) throw AppError.validation(errors);
  return labels;
}

/** The default name: the criteria read aloud, short enough for a mail subject. */
export function nameFromLabels(labels: CriterionLabel[]): string {
  const name = labels.map((l) => l.label.replace(/[“”]/g, '')).join(' · ');
  return name.length > 80 ? `${name.slice(0, 79).replace(/\s+\S*$/, '')}…` : name || 'My job alert';
}

/** The search page's query string for the criteria (the keys of jobSearchQuerySchema). */
export function searchQueryOf(c: AlertCriteria): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(c)) {
    if (value == null) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString().replace(/%2C/gi, ',');
}
