import {
  type CandidateProfile,
  CERTIFICATION_WARNING_DAYS,
  type Certification,
  type ProfileRef,
  todayIso,
} from '@portal/contract/candidate-profile';
import type { EmploymentType } from '@portal/contract/jobs';
import type { Db } from '../../core/db/client';
import type { candidateCertifications } from '../../core/db/schema/candidates';
import { AppError } from '../../core/lib/app-error';
import { computeCompleteness, loadCompletenessFacts } from './completeness';
import { catalogue } from './i18n';
import { ensureCandidateProfile, listItems, masterItemsIn, profileRow } from './repository';

type CertificationRow = typeof candidateCertifications.$inferSelect;

export function expiryStatus(expiresOn: string | null, now = new Date()): Certification['expiry_status'] {
  if (!expiresOn) return 'no_expiry';
  const today = todayIso(now);
  if (expiresOn < today) return 'expired';
  const warnFrom = todayIso(new Date(now.getTime() + CERTIFICATION_WARNING_DAYS * 86_400_000));
  return expiresOn <= warnFrom ? 'expiring_soon' : 'valid';
}

async function refsOf(db: Db, ids: (number | null)[]): Promise<(id: number | null) => ProfileRef | null> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))];
  const rows = await masterItemsIn(db, wanted);
  const byId = new Map(
    rows.map((r): [number, ProfileRef] => [
      r.id,
      { id: r.id, name: r.name, name_ar: r.nameAr, slug: r.slug },
    ]),
  );
  return (id) => (id == null ? null : (byId.get(id) ?? null));
}

const present = <T>(v: T | null): v is T => v != null;
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/**
 * The candidate's whole profile as the contract shapes it. Consultant feedback is never part of
 * it: staff read notes through their own endpoint. Other modules (staff view, export, an
 * employer's applicant view) reuse this.
 */
export async function loadCandidateProfile(db: Db, userId: number): Promise<CandidateProfile> {
  await ensureCandidateProfile(db, userId);
  const row = await profileRow(db, userId);
  if (!row) throw AppError.notFound(catalogue.text('errors.candidate_not_found'));
  const [items, derived] = await Promise.all([listItems(db, userId), loadCompletenessFacts(db, userId)]);
  const { user: u, profile: p, cv } = row;
  const ref = await refsOf(db, [
    p.nationalityId,
    p.currentCountryId,
    p.currentStateId,
    p.currentCityId,
    p.visaStatusId,
    p.noticePeriodId,
    ...p.skillIds,
    ...p.desiredDesignationIds,
    ...p.desiredFunctionalAreaIds,
    ...p.desiredIndustryIds,
    ...p.desiredLocationIds,
    ...items.educations.map((e) => e.educationLevelId),
    ...items.employments.map((e) => e.designationId),
    ...items.certifications.map((c) => c.certificationId),
  ]);
  const country = ref(p.currentCountryId);
  return {
    user_id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    phone: u.phone,
    photo_url: u.profilePhoto,
    gender: p.gender,
    date_of_birth: p.dateOfBirth,
    nationality: ref(p.nationalityId),
    current_location: country ? { country, state: ref(p.currentStateId), city: ref(p.currentCityId) } : null,
    visa_status: ref(p.visaStatusId),
    notice_period: ref(p.noticePeriodId),
    total_experience_years: p.totalExperienceYears,
    skills: p.skillIds.map(ref).filter(present),
    languages: p.languages,
    headline: p.headline,
    summary: p.summary,
    educations: items.educations.map((e) => ({
      id: e.id,
      education_level: ref(e.educationLevelId),
      institution: e.institution,
      field_of_study: e.fieldOfStudy,
      start_year: e.startYear,
      end_year: e.endYear,
      grade: e.grade,
    })),
    employments: items.employments.map((e) => ({
      id: e.id,
      company: e.company,
      job_title: e.jobTitle,
      designation: ref(e.designationId),
      location: e.location,
      start_date: e.startDate,
      end_date: e.endDate,
      is_current: e.isCurrent,
      description: e.description,
    })),
    certifications: items.certifications.map((c: CertificationRow) => ({
      id: c.id,
      certification: ref(c.certificationId),
      name: c.name,
      issuer: c.issuer,
      issued_on: c.issuedOn,
      expires_on: c.expiresOn,
      credential_id: c.credentialId,
      expiry_status: expiryStatus(c.expiresOn),
    })),
    desired_job: {
      designations: p.desiredDesignationIds.map(ref).filter(present),
      functional_areas: p.desiredFunctionalAreaIds.map(ref).filter(present),
      industries: p.desiredIndustryIds.map(ref).filter(present),
      locations: p.desiredLocationIds.map(ref).filter(present),
      // A text[] column the desired-job write fills only from the contract's employment types.
      employment_types: p.desiredEmploymentTypes as EmploymentType[],
      expected_salary: p.expectedSalary,
      expected_salary_currency: p.expectedSalaryCurrency,
      notice_period: ref(p.noticePeriodId),
    },
    cv: cv
      ? { file_name: cv.originalName, size: cv.size, mime: cv.mime, uploaded_at: iso(cv.createdAt) }
      : null,
    completeness: derived ? computeCompleteness(derived.facts) : { score: 0, missing: [] },
    onboarded: p.onboardedAt != null,
    hidden: p.hidden,
    last_active_at: iso(p.lastActiveAt),
    updated_at: iso(p.updatedAt),
  };
}
