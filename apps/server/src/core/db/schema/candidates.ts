import { FILE_KINDS, GENDERS } from '@portal/contract/candidate-enums';
import { CURRENCIES } from '@portal/contract/jobs';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { masterItems } from './master-data';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const master = (name: string) => integer(name).references(() => masterItems.id, { onDelete: 'set null' });

/**
 * Uploaded files (photos, CVs). The bytes live in the storage backend under `storage_key`; this row
 * is what the data export lists and what access checks read.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    /** Random, unguessable; also the public name of photos. */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    /** Detected from the content, never taken from the upload's claim. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('files_storage_key_key').on(t.storageKey),
    index('files_owner_idx').on(t.ownerId, t.kind),
  ],
);

/** One per candidate user (DESIGN.md section 4). Name, e-mail and phone stay on `users`. */
export const candidateProfiles = pgTable(
  'candidate_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    headline: text('headline'),
    summary: text('summary'),
    gender: text('gender', { enum: GENDERS }),
    dateOfBirth: date('date_of_birth'),
    nationalityId: master('nationality_id'),
    currentCountryId: master('current_country_id'),
    currentStateId: master('current_state_id'),
    currentCityId: master('current_city_id'),
    visaStatusId: master('visa_status_id'),
    noticePeriodId: master('notice_period_id'),
    totalExperienceYears: smallint('total_experience_years'),
    skillIds: integer('skill_ids').array().notNull().default(sql`'{}'`),
    /** Languages the candidate speaks, as written ("Arabic", "Hindi"); part of the keywords. */
    languages: text('languages').array().notNull().default(sql`'{}'`),
    /** Desired job. */
    desiredDesignationIds: integer('desired_designation_ids').array().notNull().default(sql`'{}'`),
    desiredFunctionalAreaIds: integer('desired_functional_area_ids').array().notNull().default(sql`'{}'`),
    /** Industries the candidate wants to work in (the CV search's industry filter). */
    desiredIndustryIds: integer('desired_industry_ids').array().notNull().default(sql`'{}'`),
    /** State/emirate and city ids, as jobs keep `location_ids`. */
    desiredLocationIds: integer('desired_location_ids').array().notNull().default(sql`'{}'`),
    desiredEmploymentTypes: text('desired_employment_types').array().notNull().default(sql`'{}'`),
    expectedSalary: integer('expected_salary'),
    expectedSalaryCurrency: text('expected_salary_currency', { enum: CURRENCIES }).notNull().default('AED'),
    photoFileId: integer('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    cvFileId: integer('cv_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Text extracted from the CV; part of the search vector. */
    cvText: text('cv_text').notNull().default(''),
    /** Skill, designation and employment titles, kept by the service: weight B of the vector. */
    keywords: text('keywords').notNull().default(''),
    /** Set when the candidate finishes or skips the wizard; null means "resume the wizard". */
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    completeness: smallint('completeness').notNull().default(0),
    /** The candidate's switch: hidden profiles never appear in the CV database. */
    hidden: boolean('hidden').notNull().default(false),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, search_fold(coalesce(headline, ''))), 'A') || setweight(to_tsvector('english'::regconfig, search_fold(keywords)), 'B') || setweight(to_tsvector('english'::regconfig, search_fold(coalesce(summary, '') || ' ' || cv_text)), 'C')`,
    ),
  },
  (t) => [
    index('candidate_profiles_search_idx').using('gin', t.search),
    index('candidate_profiles_skills_idx').using('gin', t.skillIds),
    index('candidate_profiles_active_idx').on(t.lastActiveAt.desc()),
  ],
);

/**
 * The CV search's own narrow copy of every listed candidate (not hidden, basic profile complete,
 * not awaiting their claim), and of each recruiter-added one awaiting it, for the adding organisation:
 * the words to match, the small vector to rank by, the filter and facet values; the big `terms`
 * is toasted out of the row, so a search reads about 550 bytes a candidate, never the wide profile
 * row. Kept by triggers on candidate_profiles, users, candidate_employments, candidate_educations
 * and candidate_certifications (migration 0026), in the writing transaction; candidate_profiles
 * stays the source of truth.
 */
export const candidateSearch = pgTable(
  'candidate_search',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The profile's `search` vector without positions, plus a lexeme per pair of words one or two
     * apart ('reach truck'), so a phrase of two words is one exact index lookup, never a recheck.
     */
    terms: tsvector('terms').notNull(),
    /** Headline (A) and keywords (B) with positions: small, stored in the row, ranked on. */
    head: tsvector('head').notNull(),
    currentCountryId: integer('current_country_id'),
    currentStateId: integer('current_state_id'),
    currentCityId: integer('current_city_id'),
    nationalityId: integer('nationality_id'),
    visaStatusId: integer('visa_status_id'),
    noticePeriodId: integer('notice_period_id'),
    /** Null only on a row kept for its adding organisation (`onlyOrgId`) before the profile is complete. */
    totalExperienceYears: smallint('total_experience_years'),
    expectedSalary: integer('expected_salary'),
    expectedSalaryCurrency: text('expected_salary_currency').notNull(),
    hasCv: boolean('has_cv').notNull(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    skillIds: integer('skill_ids').array().notNull(),
    desiredDesignationIds: integer('desired_designation_ids').array().notNull(),
    desiredFunctionalAreaIds: integer('desired_functional_area_ids').array().notNull(),
    desiredIndustryIds: integer('desired_industry_ids').array().notNull(),
    desiredLocationIds: integer('desired_location_ids').array().notNull(),
    /** Designations of the candidate's current jobs (the designation filter reads both). */
    currentDesignationIds: integer('current_designation_ids').array().notNull(),
    educationLevelIds: integer('education_level_ids').array().notNull(),
    /** Master-list certifications, each once, and at the same index its latest expiry (null: none). */
    certificationIds: integer('certification_ids').array().notNull(),
    certificationExpiries: date('certification_expiries').array().notNull(),
    /**
     * The other facets' values in one array, each tagged with its facet: (place in CV_FACETS + 1)
     * * 2^26 + id, so the facet counts are one unnest and one grouping.
     */
    facetKeys: integer('facet_keys').array().notNull(),
    /**
     * Set on a recruiter-added candidate who has not yet claimed the account (nor objected): only
     * this organisation, the one that added them, finds the row, whether or not the profile is
     * complete (issue 29). Null: every organisation does. No foreign key: cv_search_refresh (migration
     * 0037) derives it from candidate_invitations, whose trigger refreshes the row.
     */
    onlyOrgId: integer('only_org_id'),
  },
  (t) => [
    index('candidate_search_terms_idx').using('gin', t.terms),
    index('candidate_search_active_idx').on(t.lastActiveAt.desc(), t.userId.desc()),
  ],
);

export const candidateEducations = pgTable(
  'candidate_educations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    educationLevelId: master('education_level_id'),
    institution: text('institution').notNull(),
    fieldOfStudy: text('field_of_study'),
    startYear: smallint('start_year'),
    endYear: smallint('end_year'),
    grade: text('grade'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('candidate_educations_user_idx').on(t.userId)],
);

export const candidateEmployments = pgTable(
  'candidate_employments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    jobTitle: text('job_title').notNull(),
    designationId: master('designation_id'),
    location: text('location'),
    startDate: date('start_date').notNull(),
    /** Null while `is_current`. */
    endDate: date('end_date'),
    isCurrent: boolean('is_current').notNull().default(false),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('candidate_employments_user_idx').on(t.userId)],
);

export const candidateCertifications = pgTable(
  'candidate_certifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A master-list certification, or a free name when it is not on the list. */
    certificationId: master('certification_id'),
    name: text('name').notNull(),
    issuer: text('issuer'),
    issuedOn: date('issued_on'),
    expiresOn: date('expires_on'),
    credentialId: text('credential_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('candidate_certifications_user_idx').on(t.userId)],
);

/**
 * Staff-only notes on a candidate, owned by the organisation whose user wrote them: only that
 * organisation reads them. Never part of any candidate-facing response.
 */
export const consultantFeedback = pgTable(
  'consultant_feedback',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consultant_feedback_candidate_idx').on(t.candidateId, t.clientId, t.createdAt)],
);
