import type { CandidateProfile } from '@portal/contract/candidate-profile';
import type { ParsedCv } from '@portal/contract/cv-parsing';

/*
 * The review's starting values: each suggestion as an editable draft (text inputs hold '' for
 * "not given"), entries the profile already holds marked and unticked so nothing is duplicated.
 */

/** Case, spacing and punctuation do not make two entries different ("DP World, Jebel Ali" = "dp world jebel ali"). */
export const normal = (s: string | null | undefined) =>
  (s ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const text = (v: string | number | null | undefined) => (v == null ? '' : String(v));
export const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const yearOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

/** What every entry of a list section carries besides its fields. */
export type EntryState = {
  key: string;
  include: boolean;
  /** Already in the profile (same employer and title, same institution, same name). */
  duplicate: boolean;
  saved: boolean;
};

export type EmploymentDraft = EntryState & {
  company: string;
  job_title: string;
  designation_id: number | null;
  location: string;
  start_date: string;
  end_date: string;
  is_current: boolean;
  description: string;
};

export type EducationDraft = EntryState & {
  institution: string;
  /** As the CV wrote it, shown beside the fields. */
  qualification: string;
  education_level_id: number | null;
  field_of_study: string;
  start_year: string;
  end_year: string;
};

export type CertificationDraft = EntryState & {
  name: string;
  certification_id: number | null;
  issuer: string;
  issued_on: string;
  expires_on: string;
};

export type LanguageDraft = EntryState & { name: string };
export type SkillChoice = { id: number; name: string; held: boolean; include: boolean };

export type PersonalDraft = {
  first_name: string;
  last_name: string;
  phone: string;
  location_text: string;
  country_id: number | null;
  city_id: number | null;
  headline: string;
  total_experience_years: string;
  /** Which fields to save; a field the CV did not give, or gave as the profile has it, starts unticked. */
  include: Record<PersonalField, boolean>;
};
export const PERSONAL_FIELDS = ['name', 'phone', 'location', 'headline', 'experience'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

const entry = (kind: string, i: number, duplicate: boolean): EntryState => ({
  key: `${kind}-${i}`,
  include: !duplicate,
  duplicate,
  saved: false,
});

export function employmentDrafts(cv: ParsedCv, profile: CandidateProfile): EmploymentDraft[] {
  const held = new Set(profile.employments.map((e) => `${normal(e.company)}|${normal(e.job_title)}`));
  return cv.employments.map((e, i) => ({
    ...entry('employment', i, held.has(`${normal(e.company)}|${normal(e.job_title)}`)),
    company: e.company,
    job_title: e.job_title,
    designation_id: e.designation_id,
    location: text(e.location),
    start_date: text(e.start_date),
    end_date: e.is_current ? '' : text(e.end_date),
    is_current: e.is_current,
    description: text(e.description),
  }));
}

export function educationDrafts(cv: ParsedCv, profile: CandidateProfile): EducationDraft[] {
  const held = new Set(profile.educations.map((e) => normal(e.institution)));
  return cv.educations.map((e, i) => ({
    ...entry('education', i, held.has(normal(e.institution))),
    institution: e.institution,
    qualification: text(e.qualification),
    education_level_id: e.education_level_id,
    field_of_study: text(e.field_of_study ?? e.qualification),
    start_year: text(e.start_year),
    end_year: text(e.end_year),
  }));
}

export function certificationDrafts(cv: ParsedCv, profile: CandidateProfile): CertificationDraft[] {
  const held = new Set(profile.certifications.map((c) => normal(c.name)));
  return cv.certifications.map((c, i) => ({
    ...entry('certification', i, held.has(normal(c.name))),
    name: c.name,
    certification_id: c.certification_id,
    issuer: text(c.issuer),
    issued_on: text(c.issued_on),
    expires_on: text(c.expires_on),
  }));
}

export function languageDrafts(cv: ParsedCv, profile: CandidateProfile): LanguageDraft[] {
  const held = new Set(profile.languages.map(normal));
  return cv.languages.map((name, i) => ({ ...entry('language', i, held.has(normal(name))), name }));
}

/** Skills the master list knows; the held ones are shown ticked and fixed. */
export function skillChoices(cv: ParsedCv, profile: CandidateProfile): SkillChoice[] {
  const held = new Set(profile.skills.map((s) => s.id));
  const seen = new Set<number>();
  const out: SkillChoice[] = [];
  for (const s of cv.skills) {
    if (s.id == null || seen.has(s.id)) continue;
    seen.add(s.id);
    out.push({ id: s.id, name: s.name, held: held.has(s.id), include: !held.has(s.id) });
  }
  return out;
}

/** Skills the CV names that the list does not know: shown, not saved. */
export const unknownSkills = (cv: ParsedCv) => cv.skills.filter((s) => s.id == null).map((s) => s.name);

export function personalDraft(cv: ParsedCv, p: CandidateProfile): PersonalDraft {
  const differs = (given: string | number | null, now: string | number | null) =>
    given != null && given !== '' && normal(String(given)) !== normal(now == null ? '' : String(now));
  const name = `${cv.first_name ?? ''} ${cv.last_name ?? ''}`.trim();
  const loc = cv.current_location;
  return {
    first_name: cv.first_name ?? p.first_name,
    last_name: cv.last_name ?? p.last_name,
    phone: cv.phone ?? p.phone ?? '',
    location_text: loc?.text ?? '',
    country_id: loc?.country_id ?? null,
    city_id: loc?.city_id ?? null,
    headline: cv.headline ?? p.headline ?? '',
    total_experience_years: text(cv.total_experience_years ?? p.total_experience_years),
    include: {
      name: differs(name, `${p.first_name} ${p.last_name}`),
      phone: differs(cv.phone, p.phone),
      location:
        loc?.country_id != null &&
        (loc.country_id !== p.current_location?.country.id ||
          (loc.city_id != null && loc.city_id !== p.current_location?.city?.id)),
      headline: differs(cv.headline, p.headline),
      experience: differs(cv.total_experience_years, p.total_experience_years),
    },
  };
}

/* ------------------------------------------------------------ to bodies */

export const employmentBody = (d: EmploymentDraft) => ({
  company: d.company,
  job_title: d.job_title,
  designation_id: d.designation_id,
  location: orNull(d.location),
  start_date: d.start_date,
  end_date: d.is_current ? null : orNull(d.end_date),
  is_current: d.is_current,
  description: orNull(d.description),
});

export const educationBody = (d: EducationDraft) => ({
  institution: d.institution,
  education_level_id: d.education_level_id,
  field_of_study: orNull(d.field_of_study),
  start_year: yearOrNull(d.start_year),
  end_year: yearOrNull(d.end_year),
});

export const certificationBody = (d: CertificationDraft) => ({
  name: orNull(d.name),
  certification_id: d.certification_id,
  issuer: orNull(d.issuer),
  issued_on: orNull(d.issued_on),
  expires_on: orNull(d.expires_on),
});
