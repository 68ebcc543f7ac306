import type { JobInput } from '@portal/contract/jobs';
import { AppError } from '../../lib/app-error';
import { htmlToText, sanitizeDescription } from '../../lib/sanitize';
import type { ResolvedLocation } from '../master/references';

type Fields = Partial<Omit<JobInput, 'valid_through' | 'status' | 'client_id'>>;

/** Input fields -> job/template columns (only the ones present, for PATCH). */
export function fieldColumns(input: Fields) {
  const c: Record<string, unknown> = {};
  const set = (key: string, v: unknown) => {
    if (v !== undefined) c[key] = v;
  };
  set('title', input.title);
  if (input.description !== undefined) {
    const html = sanitizeDescription(input.description);
    c.descriptionHtml = html;
    c.descriptionText = htmlToText(html);
    if (c.descriptionText === '')
      throw AppError.validation({ description: ['The description has no text left after cleaning'] });
  }
  set('designationId', input.designation_id);
  set('functionalAreaId', input.functional_area_id);
  set('industryId', input.industry_id);
  set('educationLevelId', input.education_level_id);
  set('skillIds', input.skill_ids === undefined ? undefined : [...new Set(input.skill_ids)]);
  set('experienceMin', input.experience_min);
  set('experienceMax', input.experience_max);
  set('salaryMin', input.salary_min);
  set('salaryMax', input.salary_max);
  set('salaryCurrency', input.salary_currency);
  set('salaryPeriod', input.salary_period);
  set('salaryVisible', input.salary_visible);
  set('employmentType', input.employment_type);
  set('openings', input.openings);
  set('applyMethod', input.apply_method);
  set('applyUrl', input.apply_url);
  set(
    'clientCompanyName',
    input.client_company_name || (input.client_company_name === undefined ? undefined : null),
  );
  return c;
}

/** State and city ids of the locations: what the location filter matches. */
export const locationIds = (locations: ResolvedLocation[]) => [
  ...new Set(locations.flatMap((l) => [l.state_id, l.city_id].filter((v): v is number => v != null))),
];

export const PAST_CLOSING_DATE = 'The closing date must be in the future';

/** valid_through as a Date; a bare date means the end of that day (UTC). Must lie ahead. */
export function parseValidThrough(v: string | null | undefined, now = new Date()): Date | null | undefined {
  if (v == null) return v;
  const d = /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T23:59:59Z`) : new Date(v);
  if (Number.isNaN(d.getTime())) throw AppError.validation({ valid_through: ['Enter a date as YYYY-MM-DD'] });
  if (d.getTime() <= now.getTime()) throw AppError.validation({ valid_through: [PAST_CLOSING_DATE] });
  return d;
}

export const DEFAULT_OPEN_DAYS = 30;
export const defaultValidThrough = () => new Date(Date.now() + DEFAULT_OPEN_DAYS * 86_400_000);
