import type { JobTemplate, jobFieldsSchema } from '@portal/contract/jobs';
import type { PublicScreeningQuestion, ScreeningQuestion } from '@portal/contract/screening';
import type { z } from 'zod';

/**
 * The shape the job form edits: the fields of a job (and of a template), plus the job's closing
 * date and the template's name. Jobs and templates each validate with their own contract schema.
 */
export type JobFormShape = z.input<typeof jobFieldsSchema> & {
  valid_through?: string | null;
  name?: string;
};

/** The job fields the server may name in a 400, so each message lands under its input. */
export const JOB_FORM_FIELDS = [
  'client_id',
  'title',
  'name',
  'description',
  'title_ar',
  'description_ar',
  'designation_id',
  'functional_area_id',
  'industry_id',
  'education_level_id',
  'skill_ids',
  'locations',
  'experience_min',
  'experience_max',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_period',
  'salary_visible',
  'employment_type',
  'openings',
  'apply_method',
  'apply_url',
  'client_company_name',
  'valid_through',
  'screening_questions',
  'screening_auto_decline',
] as const;

/** Empty inputs mean "not given" (null), not 0: z.coerce.number would turn "" into 0. */
export const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
export const textOrNull = (v: unknown) => {
  const s = typeof v === 'string' ? v.trim() : '';
  return s === '' ? null : s;
};

export const EMPTY_JOB_FORM: JobFormShape = {
  title: '',
  description: '',
  designation_id: null,
  functional_area_id: null,
  industry_id: null,
  education_level_id: null,
  skill_ids: [],
  locations: [{ country_id: '', state_id: null, city_id: null }],
  experience_min: null,
  experience_max: null,
  salary_min: null,
  salary_max: null,
  salary_currency: 'AED',
  salary_period: 'MONTH',
  salary_visible: true,
  employment_type: 'FULL_TIME',
  openings: 1,
  apply_method: 'portal',
  apply_url: null,
  client_company_name: null,
  valid_through: null,
  screening_questions: [],
  screening_auto_decline: false,
};

type Editable = Omit<
  JobTemplate,
  'name' | 'client_id' | 'id' | 'created_at' | 'updated_at' | 'screening_questions' | 'screening_auto_decline'
> & {
  /** A public job has no knock-outs nor the auto-decline choice; the owner's and a template's do. */
  screening_questions: (PublicScreeningQuestion & { knockout?: ScreeningQuestion['knockout'] })[];
  screening_auto_decline?: boolean;
  valid_through?: string | null;
  name?: string;
  /** A job's Arabic texts (a template has none). */
  title_ar?: string | null;
  description_ar?: string | null;
};

/** Form values from a job or template as the API returns them. */
export function toFormValues(source: Editable): JobFormShape {
  return {
    title: source.title,
    description: source.description,
    designation_id: source.designation?.id ?? null,
    functional_area_id: source.functional_area?.id ?? null,
    industry_id: source.industry?.id ?? null,
    education_level_id: source.education_level?.id ?? null,
    skill_ids: source.skills.map((s) => s.id),
    locations: source.locations.length
      ? source.locations.map((l) => ({
          country_id: l.country.id,
          state_id: l.state?.id ?? null,
          city_id: l.city?.id ?? null,
        }))
      : EMPTY_JOB_FORM.locations,
    experience_min: source.experience_min,
    experience_max: source.experience_max,
    salary_min: source.salary_min,
    salary_max: source.salary_max,
    salary_currency: source.salary_currency,
    salary_period: source.salary_period,
    salary_visible: source.salary_visible,
    employment_type: source.employment_type,
    openings: source.openings,
    apply_method: source.apply_method,
    apply_url: source.apply_url,
    client_company_name: source.client_company_name,
    valid_through: source.valid_through ? source.valid_through.slice(0, 10) : null,
    screening_questions: source.screening_questions.map((q) => ({ ...q, knockout: q.knockout ?? null })),
    screening_auto_decline: source.screening_auto_decline ?? false,
    ...(source.name !== undefined ? { name: source.name } : {}),
    ...(source.title_ar !== undefined
      ? { title_ar: source.title_ar, description_ar: source.description_ar ?? null }
      : {}),
  };
}
