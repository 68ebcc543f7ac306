import {
  type CandidatePersonalInput,
  type CandidateProfile,
  type CandidateSummaryInput,
  type CertificationInput,
  checkCertification,
  checkEducation,
  checkEmployment,
  type DesiredJobInput,
  type EducationInput,
  type EmploymentInput,
  PROFILE_LIMITS,
} from '@portal/contract/candidate-profile';
import type { Db } from '../../core/db/client';
import type { Text } from '../../core/i18n/catalog';
import { contractText } from '../../core/i18n/zod';
import { AppError, type FieldErrors } from '../../core/lib/app-error';
import { normalisePhone, phoneRegionOf } from '../../core/lib/phone';
import { recordConsentChanges } from '../../platform/consent/consent-repository';
import { refreshCandidateDerived } from './completeness';
import { catalogue } from './i18n';
import { checkCurrentLocation, checkMasters, type MasterCheck } from './masters';
import {
  countItems,
  countrySlugOf,
  deleteItem,
  ensureCandidateProfile,
  findCertification,
  findEducation,
  findEmployment,
  heldMasterIds,
  type ItemKind,
} from './repository';
import {
  insertCertification,
  insertEducation,
  insertEmployment,
  markOnboarded,
  updateCertificationRow,
  updateEducationRow,
  updateEmploymentRow,
  updatePerson,
  updateProfileRow,
} from './section-writes-repository';
import { loadCandidateProfile } from './serialize';

const NOT_FOUND: Record<ItemKind, Text> = {
  educations: catalogue.text('errors.education_not_found'),
  employments: catalogue.text('errors.employment_not_found'),
  certifications: catalogue.text('errors.certification_not_found'),
};
const NOUN: Record<ItemKind, ItemKind> = {
  educations: 'educations',
  employments: 'employments',
  certifications: 'certifications',
};

/** Fields present in a PATCH, leaving out the ones not sent (fromEntries types its result loosely). */
const defined = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

function assertRules(issues: { path: string; message: string }[]) {
  if (issues.length === 0) return;
  const fields: FieldErrors = {};
  for (const i of issues) fields[i.path] = [...(fields[i.path] ?? []), contractText(i.message)];
  throw AppError.validation(fields);
}

const educationColumns = (v: Partial<EducationInput>) =>
  defined({
    educationLevelId: v.education_level_id,
    institution: v.institution,
    fieldOfStudy: v.field_of_study,
    startYear: v.start_year,
    endYear: v.end_year,
    grade: v.grade,
  });

const employmentColumns = (v: Partial<EmploymentInput>) =>
  defined({
    company: v.company,
    jobTitle: v.job_title,
    designationId: v.designation_id,
    location: v.location,
    startDate: v.start_date,
    endDate: v.end_date,
    isCurrent: v.is_current,
    description: v.description,
  });

export function createCandidateProfileService(db: Db) {
  /**
   * Every write: the change and the derived fields (keywords, completeness, last active) in one
   * transaction, then the whole profile as it now is.
   */
  async function write(userId: number, change: (tx: Db) => Promise<void>): Promise<CandidateProfile> {
    await db.transaction(async (tx) => {
      await ensureCandidateProfile(tx, userId);
      await change(tx);
      await refreshCandidateDerived(tx, userId);
    });
    return loadCandidateProfile(db, userId);
  }

  async function assertRoom(tx: Db, kind: ItemKind, userId: number) {
    const limit = PROFILE_LIMITS[kind];
    if ((await countItems(tx, kind, userId)) >= limit)
      throw AppError.conflict(
        catalogue.text('errors.you_can_list_at_most', { limit: String(limit), kind: NOUN[kind] }),
      );
  }

  /** An item's one master id (education level, designation, certification) against its list. */
  const checkItemRef = async (userId: number, check: MasterCheck) =>
    checkMasters(db, [check], await heldMasterIds(db, userId));
  const checkEducationRefs = (userId: number, v: Partial<EducationInput>) =>
    checkItemRef(userId, {
      field: 'education_level_id',
      ids: v.education_level_id,
      lists: ['education_levels'],
      message: catalogue.text('errors.unknown_education_level'),
    });
  const checkEmploymentRefs = (userId: number, v: Partial<EmploymentInput>) =>
    checkItemRef(userId, {
      field: 'designation_id',
      ids: v.designation_id,
      lists: ['designations'],
      message: catalogue.text('errors.unknown_designation'),
    });
  const checkCertificationRefs = (userId: number, v: Partial<CertificationInput>) =>
    checkItemRef(userId, {
      field: 'certification_id',
      ids: v.certification_id,
      lists: ['certifications'],
      message: catalogue.text('errors.unknown_certification'),
    });

  return {
    get: (userId: number) => loadCandidateProfile(db, userId),

    async updatePersonal(userId: number, input: CandidatePersonalInput) {
      const held = await heldMasterIds(db, userId);
      await checkMasters(
        db,
        [
          {
            field: 'nationality_id',
            ids: input.nationality_id,
            lists: ['countries'],
            message: catalogue.text('errors.unknown_nationality'),
          },
          {
            field: 'visa_status_id',
            ids: input.visa_status_id,
            lists: ['visa_statuses'],
            message: catalogue.text('errors.unknown_visa_status'),
          },
          {
            field: 'notice_period_id',
            ids: input.notice_period_id,
            lists: ['notice_periods'],
            message: catalogue.text('errors.unknown_notice_period'),
          },
          {
            field: 'skill_ids',
            ids: input.skill_ids,
            lists: ['skills'],
            message: catalogue.text('errors.unknown_skill'),
          },
        ],
        held,
      );
      const location = input.current_location
        ? await checkCurrentLocation(db, input.current_location, held)
        : undefined;
      // Stored as E.164, a local number read in the country the candidate lives in (else the UAE).
      const phone =
        input.phone &&
        normalisePhone(input.phone, phoneRegionOf(await countrySlugOf(db, userId, location?.country_id)));
      return write(userId, async (tx) => {
        const person = defined({
          firstName: input.first_name,
          lastName: input.last_name,
          phone,
        });
        if (Object.keys(person).length > 0) await updatePerson(tx, userId, person);
        const place =
          input.current_location === undefined
            ? {}
            : {
                currentCountryId: location?.country_id ?? null,
                currentStateId: location?.state_id ?? null,
                currentCityId: location?.city_id ?? null,
              };
        const profile = {
          ...defined({
            gender: input.gender,
            dateOfBirth: input.date_of_birth,
            nationalityId: input.nationality_id,
            visaStatusId: input.visa_status_id,
            noticePeriodId: input.notice_period_id,
            totalExperienceYears: input.total_experience_years,
            skillIds: input.skill_ids && [...new Set(input.skill_ids)],
            languages: input.languages,
            hidden: input.hidden,
          }),
          ...place,
        };
        if (Object.keys(profile).length > 0) await updateProfileRow(tx, userId, profile);
        // The visibility switch is a consent (or its withdrawal) to being in the CV database.
        if (input.hidden !== undefined)
          await recordConsentChanges(tx, userId, 'profile', [
            { kind: 'cv_database', granted: !input.hidden },
          ]);
      });
    },

    updateSummary: (userId: number, input: CandidateSummaryInput) =>
      write(userId, async (tx) => {
        await updateProfileRow(tx, userId, {
          headline: input.headline ?? null,
          summary: input.summary ?? null,
        });
      }),

    async setDesiredJob(userId: number, input: DesiredJobInput) {
      await checkMasters(
        db,
        [
          {
            field: 'designation_ids',
            ids: input.designation_ids,
            lists: ['designations'],
            message: catalogue.text('errors.unknown_designation'),
          },
          {
            field: 'functional_area_ids',
            ids: input.functional_area_ids,
            lists: ['functional_areas'],
            message: catalogue.text('errors.unknown_functional_area'),
          },
          {
            field: 'industry_ids',
            ids: input.industry_ids,
            lists: ['industries'],
            message: catalogue.text('errors.unknown_industry'),
          },
          {
            field: 'location_ids',
            ids: input.location_ids,
            lists: ['states', 'cities'],
            message: catalogue.text('errors.choose_emirates_states_or_cities'),
          },
          {
            field: 'notice_period_id',
            ids: input.notice_period_id,
            lists: ['notice_periods'],
            message: catalogue.text('errors.unknown_notice_period'),
          },
        ],
        await heldMasterIds(db, userId),
      );
      return write(userId, async (tx) => {
        await updateProfileRow(tx, userId, {
          desiredDesignationIds: [...new Set(input.designation_ids)],
          desiredFunctionalAreaIds: [...new Set(input.functional_area_ids)],
          desiredIndustryIds: [...new Set(input.industry_ids)],
          desiredLocationIds: [...new Set(input.location_ids)],
          desiredEmploymentTypes: [...new Set(input.employment_types)],
          expectedSalary: input.expected_salary ?? null,
          expectedSalaryCurrency: input.expected_salary_currency,
          // The notice period is kept only when sent; the personal section edits it too.
          ...(input.notice_period_id !== undefined ? { noticePeriodId: input.notice_period_id } : {}),
        });
      });
    },

    /** Finishing and skipping both end the wizard; the profile page is where the rest is filled in. */
    onboarding: (userId: number) =>
      write(userId, async (tx) => {
        await markOnboarded(tx, userId);
      }),

    async addEducation(userId: number, input: EducationInput) {
      await checkEducationRefs(userId, input);
      return write(userId, async (tx) => {
        await assertRoom(tx, 'educations', userId);
        await insertEducation(tx, { userId, ...educationColumns(input), institution: input.institution });
      });
    },
    async updateEducation(userId: number, id: number, patch: Partial<EducationInput>) {
      await checkEducationRefs(userId, patch);
      return write(userId, async (tx) => {
        const row = await findEducation(tx, userId, id);
        if (!row) throw AppError.notFound(NOT_FOUND.educations);
        assertRules(checkEducation({ start_year: row.startYear, end_year: row.endYear, ...defined(patch) }));
        await updateEducationRow(tx, id, educationColumns(patch));
      });
    },

    async addEmployment(userId: number, input: EmploymentInput) {
      await checkEmploymentRefs(userId, input);
      return write(userId, async (tx) => {
        await assertRoom(tx, 'employments', userId);
        await insertEmployment(tx, {
          userId,
          ...employmentColumns(input),
          company: input.company,
          jobTitle: input.job_title,
          startDate: input.start_date,
        });
      });
    },
    async updateEmployment(userId: number, id: number, patch: Partial<EmploymentInput>) {
      await checkEmploymentRefs(userId, patch);
      return write(userId, async (tx) => {
        const row = await findEmployment(tx, userId, id);
        if (!row) throw AppError.notFound(NOT_FOUND.employments);
        // Ticking "I work here now" clears the end date unless the same request sets one.
        const merged = {
          start_date: row.startDate,
          end_date: patch.is_current && patch.end_date === undefined ? null : row.endDate,
          is_current: row.isCurrent,
          ...defined(patch),
        };
        assertRules(checkEmployment(merged));
        await updateEmploymentRow(tx, id, employmentColumns({ ...patch, end_date: merged.end_date }));
      });
    },

    async addCertification(userId: number, input: CertificationInput) {
      const names = await checkCertificationRefs(userId, input);
      const name = input.name ?? (input.certification_id ? names.get(input.certification_id) : null);
      if (!name)
        throw AppError.validation({ name: [catalogue.text('errors.choose_certification_or_type_its')] });
      return write(userId, async (tx) => {
        await assertRoom(tx, 'certifications', userId);
        await insertCertification(tx, {
          userId,
          certificationId: input.certification_id ?? null,
          name,
          issuer: input.issuer ?? null,
          issuedOn: input.issued_on ?? null,
          expiresOn: input.expires_on ?? null,
          credentialId: input.credential_id ?? null,
        });
      });
    },
    async updateCertification(userId: number, id: number, patch: Partial<CertificationInput>) {
      const names = await checkCertificationRefs(userId, patch);
      return write(userId, async (tx) => {
        const row = await findCertification(tx, userId, id);
        if (!row) throw AppError.notFound(NOT_FOUND.certifications);
        const certificationId =
          patch.certification_id === undefined ? row.certificationId : patch.certification_id;
        // A blank name falls back to the chosen list entry's name.
        const name =
          patch.name === undefined
            ? patch.certification_id
              ? (names.get(patch.certification_id) ?? row.name)
              : row.name
            : (patch.name ?? (certificationId ? (names.get(certificationId) ?? row.name) : null));
        const merged = {
          certification_id: certificationId,
          name,
          issued_on: patch.issued_on === undefined ? row.issuedOn : patch.issued_on,
          expires_on: patch.expires_on === undefined ? row.expiresOn : patch.expires_on,
        };
        assertRules(checkCertification(merged));
        await updateCertificationRow(tx, id, {
          ...defined({
            certificationId: patch.certification_id,
            issuer: patch.issuer,
            issuedOn: patch.issued_on,
            expiresOn: patch.expires_on,
            credentialId: patch.credential_id,
          }),
          name: name ?? row.name,
        });
      });
    },

    /** DELETE of any list item; another candidate's id is simply not found. */
    remove: (userId: number, kind: ItemKind, id: number) =>
      write(userId, async (tx) => {
        if (!(await deleteItem(tx, kind, userId, id))) throw AppError.notFound(NOT_FOUND[kind]);
      }),
  };
}
