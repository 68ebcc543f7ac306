import { ARABIC_TITLE_NEEDED, type JobInput } from '@portal/contract/jobs';
import { contractText } from '../../core/i18n/zod';
import { AppError } from '../../core/lib/app-error';
import { htmlToText, sanitizeDescription } from '../../core/lib/sanitize';
import type { ResolvedLocation } from '../master';
import { storedQuestions } from '../screening';
import { catalogue } from './i18n';

type Fields = Partial<Omit<JobInput, 'valid_through' | 'status' | 'client_id'>>;

/** The sanitised description and its plain text (the search's C weight); no text left is a 400. */
export function descriptionColumns(description: string) {
  const descriptionHtml = sanitizeDescription(description);
  const descriptionText = htmlToText(descriptionHtml);
  if (descriptionText === '')
    throw AppError.validation({ description: [catalogue.text('errors.description_has_no_text_left')] });
  return { descriptionHtml, descriptionText };
}

/** The Arabic description's columns; null clears them, and no text left after cleaning is a 400. */
export function arabicDescriptionColumns(description: string | null) {
  if (description === null) return { descriptionHtmlAr: null, descriptionTextAr: null };
  const descriptionHtmlAr = sanitizeDescription(description);
  const descriptionTextAr = htmlToText(descriptionHtmlAr);
  if (descriptionTextAr === '')
    throw AppError.validation({ description_ar: [catalogue.text('errors.arabic_description_no_text')] });
  return { descriptionHtmlAr, descriptionTextAr };
}

/**
 * An Arabic description needs an Arabic title: checked on the job as it will be (a PATCH may give
 * either alone), so clearing the title of a job that keeps its Arabic description is refused too.
 */
export function checkArabicTitle(
  titleAr: string | null | undefined,
  descriptionAr: string | null | undefined,
) {
  if (descriptionAr && !titleAr) throw AppError.validation({ title_ar: [contractText(ARABIC_TITLE_NEEDED)] });
}

/**
 * Only the keys whose value is given: a PATCH leaves the others as they are. (A computed key types
 * the object as `{ [x: string]: V }`, so the one key it has is named back.)
 */
const given = <K extends string, V>(key: K, v: V | undefined) =>
  (v === undefined ? {} : { [key]: v }) as { [P in K]?: V };

/** Input fields -> job/template columns (only the ones present, for PATCH). */
export function fieldColumns(input: Fields) {
  return {
    ...given('title', input.title),
    ...(input.description !== undefined ? descriptionColumns(input.description) : {}),
    ...given('titleAr', input.title_ar),
    ...(input.description_ar !== undefined ? arabicDescriptionColumns(input.description_ar) : {}),
    ...given('designationId', input.designation_id),
    ...given('functionalAreaId', input.functional_area_id),
    ...given('industryId', input.industry_id),
    ...given('educationLevelId', input.education_level_id),
    ...given('skillIds', input.skill_ids === undefined ? undefined : [...new Set(input.skill_ids)]),
    ...given('experienceMin', input.experience_min),
    ...given('experienceMax', input.experience_max),
    ...given('salaryMin', input.salary_min),
    ...given('salaryMax', input.salary_max),
    ...given('salaryCurrency', input.salary_currency),
    ...given('salaryPeriod', input.salary_period),
    ...given('salaryVisible', input.salary_visible),
    ...given('employmentType', input.employment_type),
    ...given('openings', input.openings),
    ...given('applyMethod', input.apply_method),
    ...given('applyUrl', input.apply_url),
    ...given(
      'clientCompanyName',
      input.client_company_name || (input.client_company_name === undefined ? undefined : null),
    ),
    ...given(
      'screeningQuestions',
      input.screening_questions === undefined ? undefined : storedQuestions(input.screening_questions),
    ),
    ...given('screeningAutoDecline', input.screening_auto_decline),
  };
}

/** State and city ids of the locations: what the location filter matches. */
export const locationIds = (locations: ResolvedLocation[]) => [
  ...new Set(locations.flatMap((l) => [l.state_id, l.city_id].filter((v): v is number => v != null))),
];

export const PAST_CLOSING_DATE = catalogue.text('errors.closing_date_must_in_future');

/** valid_through as a Date; a bare date means the end of that day (UTC). Must lie ahead. */
export function parseValidThrough(v: string | null | undefined, now = new Date()): Date | null | undefined {
  if (v == null) return v;
  const d = /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T23:59:59Z`) : new Date(v);
  if (Number.isNaN(d.getTime()))
    throw AppError.validation({ valid_through: [catalogue.text('errors.enter_date_as_yyyy_mm')] });
  if (d.getTime() <= now.getTime()) throw AppError.validation({ valid_through: [PAST_CLOSING_DATE] });
  return d;
}

/** The closing date of a job published without one: `days` (the settings' job validity) from now. */
export const defaultValidThrough = (days: number) => new Date(Date.now() + days * 86_400_000);
