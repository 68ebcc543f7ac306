import type { EmployerCard, Job, JobLocation, JobManage, JobRow } from '@portal/contract/jobs';
import type { Db } from '../../core/db/client';
import { reads } from '../../core/db/reads';
import { brandOf, imageUrl } from '../company-profile';
import { employerRefs, type MasterRef, masterRefs } from '../master';
import { ownerQuestions, publicQuestions } from '../screening';
import { cached } from './cache';
import {
  type JobRecord,
  type LocationJson,
  type LocationRow,
  locationRows,
  openJobsByClient,
} from './repository';

export type { JobRecord, LocationRow };

export type Ref = { id: number; name: string; name_ar: string | null; slug: string };

const ref = (m: Map<number, MasterRef>, id: number | null | undefined): Ref | null => {
  const r = id == null ? undefined : m.get(id);
  return r ? { id: r.id, name: r.name, name_ar: r.nameAr, slug: r.slug } : null;
};

/** Open jobs per organisation (the employer card's count), from one cached GROUP BY. */
export async function openJobCounts(db: Db, clientIds: number[]): Promise<Map<number, number>> {
  if (clientIds.length === 0) return new Map();
  const all = await cached(db, 'open-jobs-by-client', () => openJobsByClient(db));
  return new Map(clientIds.map((id) => [id, all.get(id) ?? 0]));
}

/**
 * The employer cards of organisations. `logoKeys` (stored logo key by organisation, null for none),
 * when the caller read them with its rows, saves the profiles' query: a search page's hits carry
 * them, one round trip fewer per search.
 */
export async function employerCards(
  db: Db,
  clientIds: number[],
  logoKeys?: ReadonlyMap<number, string | null>,
): Promise<Map<number, EmployerCard>> {
  const ids = [...new Set(clientIds)];
  if (ids.length === 0) return new Map();
  const [rows, counts, logos] = await reads(
    db,
    () => employerRefs(db, ids),
    () => openJobCounts(db, ids),
    async () =>
      logoKeys
        ? new Map(ids.map((id) => [id, imageUrl(logoKeys.get(id))]))
        : brandOf(db, ids).then((brands) => new Map(ids.map((id) => [id, brands.get(id)?.logo ?? null]))),
  );
  return new Map(
    [...rows.values()].map((r) => [
      r.id,
      { ...r, logo: logos.get(r.id) ?? null, open_jobs: counts.get(r.id) ?? 0 },
    ]),
  );
}

/** The rows of the `locationsJson` column (repository.ts) of each job. */
export function locationsOf(
  rows: { id: number; locs: LocationJson[] | string }[],
): Map<number, LocationRow[]> {
  return new Map(
    rows.map((r) => [
      r.id,
      // The string is the locations_json aggregate this module selects (a driver may not parse json).
      (typeof r.locs === 'string' ? (JSON.parse(r.locs) as LocationJson[]) : r.locs).map(
        ([position, countryId, stateId, cityId]) => ({ jobId: r.id, position, countryId, stateId, cityId }),
      ),
    ]),
  );
}

export type Hydrated = {
  masters: Map<number, MasterRef>;
  locations: Map<number, LocationRow[]>;
  employers: Map<number, EmployerCard>;
};

/** The columns naming what `loadRefs` reads (a search hit reads no area, industry or education). */
type RefsOf = Pick<JobRecord, 'id' | 'clientId' | 'designationId' | 'skillIds'> &
  Partial<Pick<JobRecord, 'functionalAreaId' | 'industryId' | 'educationLevelId'>>;

/** Every name a list of jobs refers to: locations (unless given) and the in-memory names. */
export async function loadRefs(
  db: Db,
  rows: RefsOf[],
  given?: Map<number, LocationRow[]>,
  logoKeys?: ReadonlyMap<number, string | null>,
): Promise<Hydrated> {
  const ids = rows.map((r) => r.id);
  const [locations, employers] = await reads(
    db,
    async () => given ?? locationRows(db, ids),
    () =>
      employerCards(
        db,
        rows.map((r) => r.clientId),
        logoKeys,
      ),
  );
  const masterIds: number[] = [];
  for (const r of rows) {
    for (const id of [r.designationId, r.functionalAreaId, r.industryId, r.educationLevelId])
      if (id) masterIds.push(id);
    masterIds.push(...r.skillIds);
  }
  for (const list of locations.values())
    for (const l of list)
      masterIds.push(l.countryId, ...(l.stateId ? [l.stateId] : []), ...(l.cityId ? [l.cityId] : []));
  return { masters: await masterRefs(db, masterIds), locations, employers };
}

export function toLocations(h: Hydrated, jobId: number): JobLocation[] {
  return (h.locations.get(jobId) ?? []).flatMap((l) => {
    const country = ref(h.masters, l.countryId);
    return country ? [{ country, state: ref(h.masters, l.stateId), city: ref(h.masters, l.cityId) }] : [];
  });
}

export const locationLabel = (l: JobLocation) =>
  [
    l.city?.name,
    l.state && l.state.name !== l.city?.name ? l.state.name : null,
    l.city || l.state ? null : l.country.name,
  ]
    .filter(Boolean)
    .join(', ');

/** The same in Arabic: each place's Arabic name where it has one, joined by the Arabic comma. */
export const locationLabelAr = (l: JobLocation) => {
  const ar = (item: JobLocation['state']) => (item ? item.name_ar?.trim() || item.name : null);
  const city = ar(l.city);
  const state = ar(l.state);
  return [city, state && state !== city ? state : null, l.city || l.state ? null : ar(l.country)]
    .filter(Boolean)
    .join('، ');
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

type SalaryColumns = Pick<
  JobRecord,
  'salaryVisible' | 'salaryMin' | 'salaryMax' | 'salaryMinAedMonth' | 'salaryMaxAedMonth'
>;

/** The salary's figures as the public sees them: hidden unless shown or `privileged` (owner, staff). */
const salaryFigures = (r: SalaryColumns, privileged: boolean) => {
  const show = r.salaryVisible || privileged;
  return {
    salary_min: show ? r.salaryMin : null,
    salary_max: show ? r.salaryMax : null,
    salary_min_aed_month: show ? r.salaryMinAedMonth : null,
    salary_max_aed_month: show ? r.salaryMaxAedMonth : null,
  };
};

const employerOf = (h: Hydrated, clientId: number): EmployerCard =>
  h.employers.get(clientId) ?? { id: clientId, name: '', type: 'employer', logo: null, open_jobs: 0 };

/** The columns a search result card shows (job-search's hits statement reads only these). */
export type HitRecord = RefsOf &
  SalaryColumns &
  Pick<
    JobRecord,
    | 'title'
    | 'titleAr'
    | 'clientCompanyName'
    | 'experienceMin'
    | 'experienceMax'
    | 'salaryCurrency'
    | 'salaryPeriod'
    | 'employmentType'
    | 'applyMethod'
    | 'applyUrl'
    | 'publishedAt'
  >;

/** A job's fields on a result card, as `toJob` shows them to the public. */
export const toHitFields = (r: HitRecord, h: Hydrated) => {
  const skills = r.skillIds.flatMap((id) => ref(h.masters, id) ?? []);
  return {
    id: r.id,
    title: r.title,
    title_ar: r.titleAr,
    employer: employerOf(h, r.clientId),
    client_company_name: r.clientCompanyName,
    locations: toLocations(h, r.id),
    experience_min: r.experienceMin,
    experience_max: r.experienceMax,
    ...salaryFigures(r, false),
    salary_currency: r.salaryCurrency,
    salary_period: r.salaryPeriod,
    salary_visible: r.salaryVisible,
    employment_type: r.employmentType,
    published_at: iso(r.publishedAt),
    designation: ref(h.masters, r.designationId),
    apply_method: r.applyMethod,
    apply_url: r.applyUrl,
    skills: skills.map((s) => s.name),
    skills_ar: skills.map((s) => s.name_ar ?? null),
  };
};

/** The public shape; the salary is hidden unless shown or `privileged` (owner, staff). */
export function toJob(r: JobRecord, h: Hydrated, privileged = false): Job {
  return {
    id: r.id,
    title: r.title,
    description: r.descriptionHtml,
    title_ar: r.titleAr,
    description_ar: r.descriptionHtmlAr,
    status: r.status,
    employer: employerOf(h, r.clientId),
    client_company_name: r.clientCompanyName,
    designation: ref(h.masters, r.designationId),
    functional_area: ref(h.masters, r.functionalAreaId),
    industry: ref(h.masters, r.industryId),
    education_level: ref(h.masters, r.educationLevelId),
    skills: r.skillIds.flatMap((id) => ref(h.masters, id) ?? []),
    locations: toLocations(h, r.id),
    experience_min: r.experienceMin,
    experience_max: r.experienceMax,
    ...salaryFigures(r, privileged),
    salary_currency: r.salaryCurrency,
    salary_period: r.salaryPeriod,
    salary_visible: r.salaryVisible,
    employment_type: r.employmentType,
    openings: r.openings,
    apply_method: r.applyMethod,
    apply_url: r.applyUrl,
    valid_through: iso(r.validThrough),
    published_at: iso(r.publishedAt),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    screening_questions: publicQuestions(r.screeningQuestions),
  };
}

/** `applications`: counts by status (see application-counts-repository.ts). */
export const toJobManage = (
  r: JobRecord,
  h: Hydrated,
  applications: Record<string, number> = {},
): JobManage => ({
  ...toJob(r, h, true),
  screening_questions: ownerQuestions(r.screeningQuestions),
  screening_auto_decline: r.screeningAutoDecline,
  views: r.views,
  applications,
});

export const toJobRow = (r: JobRecord, h: Hydrated, applications = 0): JobRow => ({
  id: r.id,
  title: r.title,
  title_ar: r.titleAr,
  status: r.status,
  employer: { id: r.clientId, name: h.employers.get(r.clientId)?.name ?? '' },
  locations: toLocations(h, r.id).map(locationLabel),
  locations_ar: toLocations(h, r.id).map(locationLabelAr),
  views: r.views,
  applications,
  published_at: iso(r.publishedAt),
  valid_through: iso(r.validThrough),
  updated_at: r.updatedAt.toISOString(),
});
