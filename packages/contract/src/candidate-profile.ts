import { z } from 'zod';
import { GENDERS } from './candidate-enums';
import { nameField, phoneField } from './fields';
import { m } from './i18n/index';
import { CURRENCIES, currencySchema, employmentTypeSchema, jobLocationInputSchema } from './jobs';
import { masterRefSchema } from './master-data';

/*
 * The candidate's own profile (DESIGN.md section 4): requests of candidate/update, summary,
 * educations, employments, certification, desired-job and onboarding, and the profile they return.
 * Every write answers with the whole profile, so the page's completeness meter follows each save.
 */

const masterId = z.coerce
  .number({ error: m('candidate-profile.choose_value_from_list') })
  .int()
  .positive();
const masterIds = (max: number) => z.array(masterId).max(max, m('candidate-profile.choose_at_most', { max }));
/** Optional free text: blank means "not given" and is stored as null. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, m('candidate-profile.must_at_most_characters', { label, max }))
    .transform((v) => (v === '' ? null : v))
    .nullish();
const isoDate = (label: string) => z.iso.date(m('candidate-profile.enter_as_yyyy_mm_dd', { label }));

/** Today as YYYY-MM-DD (UTC); dates compare as strings in this form. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);
const yearsAgo = (years: number, now = new Date()) =>
  `${now.getUTCFullYear() - years}${todayIso(now).slice(4)}`;

export const MIN_CANDIDATE_AGE = 16;
export const MAX_CANDIDATE_AGE = 80;
export const MAX_LANGUAGES = 10;
export const LANGUAGE_MAX_LENGTH = 50;
export const PROFILE_LIMITS = { educations: 10, employments: 20, certifications: 20 } as const;

/* ------------------------------------------------------------- personal */

/** Languages spoken, as written ("Arabic", "Hindi"); duplicates (any case) are dropped. */
export const languagesSchema = z
  .array(
    z
      .string({ error: m('candidate-profile.enter_language') })
      .trim()
      .min(1, m('candidate-profile.enter_language'))
      .max(
        LANGUAGE_MAX_LENGTH,
        m('candidate-profile.language_must_at_most_characters', { LANGUAGE_MAX_LENGTH }),
      ),
  )
  .max(MAX_LANGUAGES, m('candidate-profile.list_at_most_languages', { MAX_LANGUAGES }))
  .transform((list) =>
    list.filter((v, i) => list.findIndex((w) => w.toLowerCase() === v.toLowerCase()) === i),
  );

/** A comma-separated list as a person types it ("Arabic, English"), split for languagesSchema. */
export const splitList = (text: string) =>
  text
    .split(/[,;\n]/)
    .map((v) => v.trim())
    .filter(Boolean);

/** PATCH candidate/update: any subset of the personal details and skills. */
export const candidatePersonalSchema = z
  .strictObject({
    first_name: nameField('First name'),
    last_name: nameField('Last name'),
    phone: phoneField,
    gender: z.enum(GENDERS, { error: m('candidate-profile.choose_male_female_or_prefer') }).nullish(),
    date_of_birth: isoDate('the date of birth')
      .refine(
        (v) => v <= yearsAgo(MIN_CANDIDATE_AGE),
        m('candidate-profile.you_must_at_least_years', { MIN_CANDIDATE_AGE }),
      )
      .refine((v) => v >= yearsAgo(MAX_CANDIDATE_AGE), m('candidate-profile.check_year_birth'))
      .nullish(),
    nationality_id: masterId.nullish(),
    /** Country, optionally emirate/state and city, checked to nest like job locations. */
    current_location: jobLocationInputSchema.nullish(),
    visa_status_id: masterId.nullish(),
    notice_period_id: masterId.nullish(),
    total_experience_years: z.coerce
      .number({ error: m('candidate-profile.enter_number_years') })
      .int(m('candidate-profile.enter_whole_years'))
      .min(0, m('candidate-profile.experience_cannot_negative'))
      .max(60, m('candidate-profile.at_most_60_years'))
      .nullish(),
    skill_ids: masterIds(50),
    languages: languagesSchema,
    /** Hide the profile from the CV database (employers' search); applications still reach employers. */
    hidden: z.boolean({ error: m('candidate-profile.use_true_or_false') }),
  })
  .partial();
export type CandidatePersonalInput = z.infer<typeof candidatePersonalSchema>;

/** PUT candidate/summary. */
export const candidateSummarySchema = z.strictObject({
  headline: optionalText(150, 'Headline'),
  summary: optionalText(4000, 'Summary'),
});
export type CandidateSummaryInput = z.infer<typeof candidateSummarySchema>;

/* ----------------------------------------------------------- list items */

type Issue = { path: string; message: string };
type Check<T> = (v: Partial<T>, now?: Date) => Issue[];

/**
 * Cross-field rules of each list item, written once: the schemas refine with them and the server
 * runs them again on a PATCH merged with the stored row (a PATCH alone may hold one side only).
 */
const refineWith =
  <T>(check: Check<T>) =>
  (v: Partial<T>, ctx: z.RefinementCtx) => {
    for (const i of check(v)) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
  };

const year = (label: string, maxAhead: number) =>
  z.coerce
    .number({ error: m('candidate-profile.enter_year', { label }) })
    .int(m('candidate-profile.enter_year', { label }))
    .min(1950, m('candidate-profile.enter_year_from_1950'))
    .refine(
      (v) => v <= new Date().getUTCFullYear() + maxAhead,
      m('candidate-profile.year_too_far_ahead', { label }),
    )
    .nullish();

const educationFields = z.strictObject({
  education_level_id: masterId.nullish(),
  institution: z
    .string({ error: m('candidate-profile.institution_required') })
    .trim()
    .min(2, m('candidate-profile.institution_required'))
    .max(150, m('candidate-profile.institution_must_at_most_150')),
  field_of_study: optionalText(150, 'Field of study'),
  start_year: year('start', 0),
  /** Up to six years ahead: an expected graduation. */
  end_year: year('end', 6),
  grade: optionalText(50, 'Grade'),
});
export type EducationInput = z.infer<typeof educationFields>;
export const checkEducation: Check<EducationInput> = (v) =>
  v.start_year != null && v.end_year != null && v.end_year < v.start_year
    ? [{ path: 'end_year', message: m('candidate-profile.end_year_must_not_before') }]
    : [];
export const educationInputSchema = educationFields.superRefine(refineWith(checkEducation));
export const educationPatchSchema = educationFields.partial().superRefine(refineWith(checkEducation));

const employmentFields = z.strictObject({
  company: z
    .string({ error: m('candidate-profile.company_required') })
    .trim()
    .min(2, m('candidate-profile.company_required'))
    .max(150, m('candidate-profile.company_must_at_most_150')),
  job_title: z
    .string({ error: m('candidate-profile.job_title_required') })
    .trim()
    .min(2, m('candidate-profile.job_title_required'))
    .max(150, m('candidate-profile.job_title_must_at_most')),
  designation_id: masterId.nullish(),
  location: optionalText(150, 'Location'),
  start_date: isoDate('the start date'),
  end_date: isoDate('the end date').nullish(),
  is_current: z.coerce.boolean().default(false),
  description: optionalText(4000, 'Description'),
});
export type EmploymentInput = z.infer<typeof employmentFields>;
export const checkEmployment: Check<EmploymentInput> = (v, now = new Date()) => {
  const issues: Issue[] = [];
  const today = todayIso(now);
  if (v.start_date && v.start_date > today)
    issues.push({ path: 'start_date', message: m('candidate-profile.start_date_cannot_in_future') });
  if (v.end_date && v.end_date > today)
    issues.push({ path: 'end_date', message: m('candidate-profile.end_date_cannot_in_future') });
  if (v.start_date && v.end_date && v.end_date < v.start_date)
    issues.push({ path: 'end_date', message: m('candidate-profile.end_date_must_not_before') });
  if (v.is_current && v.end_date)
    issues.push({ path: 'end_date', message: m('candidate-profile.current_job_has_no_end') });
  if (v.is_current === false && v.start_date && !v.end_date)
    issues.push({ path: 'end_date', message: m('candidate-profile.give_end_date_or_tick') });
  return issues;
};
export const employmentInputSchema = employmentFields.superRefine(refineWith(checkEmployment));
export const employmentPatchSchema = employmentFields
  .partial()
  // A PATCH without is_current must not read as "not current": the default applies on create only.
  .extend({ is_current: z.coerce.boolean().optional() })
  .superRefine(refineWith(checkEmployment));

const certificationFields = z.strictObject({
  /** A certification of the master list; its name is used when `name` is blank. */
  certification_id: masterId.nullish(),
  name: optionalText(150, 'Name'),
  issuer: optionalText(150, 'Issuer'),
  issued_on: isoDate('the issue date').nullish(),
  expires_on: isoDate('the expiry date').nullish(),
  credential_id: optionalText(100, 'Credential id'),
});
export type CertificationInput = z.infer<typeof certificationFields>;
const checkCertificationDates: Check<CertificationInput> = (v, now = new Date()) => {
  const issues: Issue[] = [];
  if (v.issued_on && v.issued_on > todayIso(now))
    issues.push({ path: 'issued_on', message: m('candidate-profile.issue_date_cannot_in_future') });
  if (v.issued_on && v.expires_on && v.expires_on <= v.issued_on)
    issues.push({ path: 'expires_on', message: m('candidate-profile.expiry_date_must_after_issue') });
  return issues;
};
export const checkCertification: Check<CertificationInput> = (v, now) => [
  ...(v.certification_id == null && !v.name
    ? [{ path: 'name', message: m('candidate-profile.choose_certification_or_type_its') }]
    : []),
  ...checkCertificationDates(v, now),
];
export const certificationInputSchema = certificationFields.superRefine(refineWith(checkCertification));
/** PATCH: the name rule needs the stored row, so the server checks it on the merged values. */
export const certificationPatchSchema = certificationFields
  .partial()
  .superRefine(refineWith(checkCertificationDates));

/* ---------------------------------------------------------- desired job */

/** PUT candidate/desired-job: replaces the whole desired job. */
export const desiredJobSchema = z.strictObject({
  designation_ids: masterIds(10).default([]),
  functional_area_ids: masterIds(10).default([]),
  industry_ids: masterIds(10).default([]),
  /** States/emirates and cities, as the job search's location filter takes them. */
  location_ids: masterIds(20).default([]),
  employment_types: z.array(employmentTypeSchema).max(8).default([]),
  expected_salary: z.coerce
    .number({ error: m('candidate-profile.enter_amount') })
    .int(m('candidate-profile.enter_whole_amount'))
    .min(0, m('candidate-profile.salary_cannot_negative'))
    .max(10_000_000, m('candidate-profile.check_amount'))
    .nullish(),
  expected_salary_currency: currencySchema.default('AED'),
  notice_period_id: masterId.nullish(),
});
export type DesiredJobInput = z.infer<typeof desiredJobSchema>;

export const ONBOARDING_ACTIONS = ['complete', 'skip'] as const;
export const onboardingSchema = z.strictObject({
  action: z.enum(ONBOARDING_ACTIONS, { error: m('candidate-profile.choose_complete_or_skip') }),
});

/* -------------------------------------------------------------- profile */

const ref = masterRefSchema;
export type ProfileRef = z.infer<typeof ref>;

export const PROFILE_SECTIONS = [
  'photo',
  'personal',
  'summary',
  'cv',
  'skills',
  'employments',
  'educations',
  'certifications',
  'desired_job',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export const completenessSchema = z.object({
  score: z.number().int().min(0).max(100),
  missing: z.array(z.object({ section: z.enum(PROFILE_SECTIONS), label: z.string() })),
});
export type Completeness = z.infer<typeof completenessSchema>;

export const educationSchema = z.object({
  id: z.number().int(),
  education_level: ref.nullable(),
  institution: z.string(),
  field_of_study: z.string().nullable(),
  start_year: z.number().int().nullable(),
  end_year: z.number().int().nullable(),
  grade: z.string().nullable(),
});
export type Education = z.infer<typeof educationSchema>;

export const employmentSchema = z.object({
  id: z.number().int(),
  company: z.string(),
  job_title: z.string(),
  designation: ref.nullable(),
  location: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  is_current: z.boolean(),
  description: z.string().nullable(),
});
export type Employment = z.infer<typeof employmentSchema>;

/** `expiring_soon`: expires within CERTIFICATION_WARNING_DAYS. */
export const CERTIFICATION_WARNING_DAYS = 60;
export const certificationSchema = z.object({
  id: z.number().int(),
  certification: ref.nullable(),
  name: z.string(),
  issuer: z.string().nullable(),
  issued_on: z.string().nullable(),
  expires_on: z.string().nullable(),
  credential_id: z.string().nullable(),
  expiry_status: z.enum(['no_expiry', 'valid', 'expiring_soon', 'expired']),
});
export type Certification = z.infer<typeof certificationSchema>;

export const candidateProfileSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  photo_url: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  date_of_birth: z.string().nullable(),
  nationality: ref.nullable(),
  current_location: z.object({ country: ref, state: ref.nullable(), city: ref.nullable() }).nullable(),
  visa_status: ref.nullable(),
  notice_period: ref.nullable(),
  total_experience_years: z.number().int().nullable(),
  skills: z.array(ref),
  languages: z.array(z.string()),
  headline: z.string().nullable(),
  summary: z.string().nullable(),
  educations: z.array(educationSchema),
  employments: z.array(employmentSchema),
  certifications: z.array(certificationSchema),
  desired_job: z.object({
    designations: z.array(ref),
    functional_areas: z.array(ref),
    industries: z.array(ref),
    locations: z.array(ref),
    employment_types: z.array(employmentTypeSchema),
    expected_salary: z.number().int().nullable(),
    expected_salary_currency: z.enum(CURRENCIES),
    notice_period: ref.nullable(),
  }),
  cv: z
    .object({ file_name: z.string(), size: z.number().int(), mime: z.string(), uploaded_at: z.string() })
    .nullable(),
  completeness: completenessSchema,
  /** False until the sign-up wizard is finished or skipped. */
  onboarded: z.boolean(),
  /** Hidden from the CV database (the candidate's switch; default visible). */
  hidden: z.boolean(),
  last_active_at: z.string(),
  updated_at: z.string(),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;
