import {
  APPLY_METHODS,
  CURRENCIES,
  EMPLOYMENT_TYPES,
  JOB_STATUSES,
  SALARY_PERIODS,
} from '@portal/contract/jobs';
import type { ScreeningQuestion } from '@portal/contract/screening';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { masterItems } from './master-data';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const master = (name: string) => integer(name).references(() => masterItems.id, { onDelete: 'set null' });

/** A job (DESIGN.md section 4). Locations and skills are also kept as id arrays for GIN filtering. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Sanitised against the allowlist of lib/sanitize.ts; safe to render. */
    descriptionHtml: text('description_html').notNull(),
    /** The description without tags: search, snippets, meta description. */
    descriptionText: text('description_text').notNull(),
    /** The Arabic title and description beside the English ones; null when the job has none. */
    titleAr: text('title_ar'),
    descriptionHtmlAr: text('description_html_ar'),
    descriptionTextAr: text('description_text_ar'),
    /** Designation and skill names: the B weight of the search vector (kept by the service). */
    keywords: text('keywords').notNull().default(''),
    /**
     * The Arabic names of the designation and skills (master_items.name_ar), also in the B weight.
     * Kept by the database: a trigger fills it on every write of the two columns, and a change of an
     * Arabic name rewrites its jobs (migration 0051).
     */
    keywordsAr: text('keywords_ar').notNull().default(''),
    designationId: master('designation_id'),
    functionalAreaId: master('functional_area_id'),
    industryId: master('industry_id'),
    educationLevelId: master('education_level_id'),
    /** State and city ids of every location: `location && ARRAY[...]` uses the GIN index. */
    locationIds: integer('location_ids').array().notNull().default(sql`'{}'`),
    skillIds: integer('skill_ids').array().notNull().default(sql`'{}'`),
    experienceMin: smallint('experience_min'),
    experienceMax: smallint('experience_max'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency', { enum: CURRENCIES }).notNull().default('AED'),
    salaryPeriod: text('salary_period', { enum: SALARY_PERIODS }).notNull().default('MONTH'),
    salaryVisible: boolean('salary_visible').notNull().default(true),
    /**
     * The salary in AED a month, what the salary filter, alerts and recommendations compare. Kept
     * by the database: a trigger fills them on every write of the salary (any writer: service,
     * seed, bench), and a rate change recomputes its currency's jobs (modules/exchange-rates).
     */
    salaryMinAedMonth: integer('salary_min_aed_month'),
    salaryMaxAedMonth: integer('salary_max_aed_month'),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }).notNull().default('FULL_TIME'),
    openings: integer('openings').notNull().default(1),
    applyMethod: text('apply_method', { enum: APPLY_METHODS }).notNull().default('portal'),
    applyUrl: text('apply_url'),
    clientCompanyName: text('client_company_name'),
    /** The screening questions (contract screening.ts), knock-out rules included. */
    screeningQuestions: jsonb('screening_questions').$type<ScreeningQuestion[]>().notNull().default([]),
    screeningAutoDecline: boolean('screening_auto_decline').notNull().default(false),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('draft'),
    validThrough: timestamp('valid_through', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Both languages' texts, each through search_fold (migration 0049: Latin accents off, Arabic
     * normalised and light-stemmed); the query goes through the same (search-sql.ts).
     */
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, search_fold(title || ' ' || coalesce(title_ar, ''))), 'A') || setweight(to_tsvector('english'::regconfig, search_fold(keywords || ' ' || keywords_ar)), 'B') || setweight(to_tsvector('english'::regconfig, search_fold(description_text || ' ' || coalesce(description_text_ar, ''))), 'C')`,
    ),
  },
  (t) => [
    index('jobs_client_status_idx').on(t.clientId, t.status, t.updatedAt),
    index('jobs_open_published_idx').on(t.publishedAt.desc(), t.id.desc()).where(sql`status = 'published'`),
    /**
     * Keyword and location in one GIN index: a search for both intersects their entries inside the
     * index (skipping through the larger list) instead of building two bitmaps and ANDing them.
     * Either column alone is served as by a single-column index.
     */
    index('jobs_search_location_idx').using('gin', t.search, t.locationIds),
    index('jobs_designation_idx').on(t.designationId).where(sql`status = 'published'`),
    /** Recommendations OR these with the location and designation indexes (a BitmapOr). */
    index('jobs_skill_ids_idx').using('gin', t.skillIds),
    index('jobs_functional_area_idx').on(t.functionalAreaId).where(sql`status = 'published'`),
    index('jobs_expiry_idx').on(t.validThrough).where(sql`status = 'published'`),
    // Reports (team activity): an organisation's jobs published in a period.
    index('jobs_client_published_idx').on(t.clientId, t.publishedAt),
    check('jobs_salary_order', sql`salary_min is null or salary_max is null or salary_min <= salary_max`),
    check(
      'jobs_experience_order',
      sql`experience_min is null or experience_max is null or experience_min <= experience_max`,
    ),
  ],
);

/** The structured locations of a job, in the order the employer gave them. */
export const jobLocations = pgTable(
  'job_locations',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => masterItems.id),
    stateId: integer('state_id').references(() => masterItems.id),
    cityId: integer('city_id').references(() => masterItems.id),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.position] })],
);

/**
 * Who has viewed a job on a day, so a visitor counts once per job per day across every process.
 * `visitor` is an HMAC of the day and the user id (or address and user agent) under the server
 * secret: nobody can tell from it who the visitor was, nor link one visitor's days. Rows older
 * than yesterday are pruned by the jobs maintenance.
 */
export const jobViews = pgTable(
  'job_views',
  {
    day: date('day').notNull(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.jobId, t.visitor] })],
);

/**
 * A job's views per day (issue 30, the job performance report). `job_views` keeps only today and
 * yesterday, so each view it accepts is also added here, on the day of the job's organisation's time
 * zone at the time it is written (a view waits at most a few seconds in memory). Counts only.
 */
export const jobViewDays = pgTable(
  'job_view_days',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.day] }), check('job_view_days_views', sql`${t.views} >= 0`)],
);

/** Words of open jobs' titles, designations and skills: the dictionary of "did you mean". */
export const jobTerms = pgTable(
  'job_terms',
  {
    word: text('word').primaryKey(),
    ndoc: integer('ndoc').notNull().default(1),
  },
  (t) => [index('job_terms_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

export type TemplateLocation = { country_id: number; state_id: number | null; city_id: number | null };

/** A reusable job draft of one organisation. */
export const jobTemplates = pgTable(
  'job_templates',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    title: text('title').notNull(),
    descriptionHtml: text('description_html').notNull(),
    designationId: master('designation_id'),
    functionalAreaId: master('functional_area_id'),
    industryId: master('industry_id'),
    educationLevelId: master('education_level_id'),
    skillIds: integer('skill_ids').array().notNull().default(sql`'{}'`),
    locations: jsonb('locations').$type<TemplateLocation[]>().notNull().default([]),
    experienceMin: smallint('experience_min'),
    experienceMax: smallint('experience_max'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency', { enum: CURRENCIES }).notNull().default('AED'),
    salaryPeriod: text('salary_period', { enum: SALARY_PERIODS }).notNull().default('MONTH'),
    salaryVisible: boolean('salary_visible').notNull().default(true),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }).notNull().default('FULL_TIME'),
    openings: integer('openings').notNull().default(1),
    applyMethod: text('apply_method', { enum: APPLY_METHODS }).notNull().default('portal'),
    applyUrl: text('apply_url'),
    clientCompanyName: text('client_company_name'),
    /** The screening questions (contract screening.ts), knock-out rules included. */
    screeningQuestions: jsonb('screening_questions').$type<ScreeningQuestion[]>().notNull().default([]),
    screeningAutoDecline: boolean('screening_auto_decline').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_templates_client_idx').on(t.clientId, t.updatedAt)],
);

/**
 * job_view_days summed per organisation and day, kept in step by a trigger on job_view_days (migration
 * client_view_days_trigger): the job performance report over all of an organisation's jobs reads a row a day
 * instead of a row per job and day (docs/performance.md, "Reports at 100,000 jobs"). A job deleted
 * or handed to another organisation leaves its past views here.
 */
export const clientViewDays = pgTable(
  'client_view_days',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.day] })],
);
