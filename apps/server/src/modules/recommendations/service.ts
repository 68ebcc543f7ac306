import type { Locale } from '@portal/contract/locale';
import type { Recommendation, RecommendationReason } from '@portal/contract/recommendations';
import type { Db } from '../../core/db/client';
import { employmentTypeText, label } from '../../core/lib/labels';
import { hitsFor } from '../job-search';
import { type MasterRef, masterRefs } from '../master';
import { catalogue } from './i18n';
import { desiredJobOf, scoredJobs } from './repository';
import type { Anchors, ScoredRow } from './score-sql-repository';

type Profile = NonNullable<Awaited<ReturnType<typeof desiredJobOf>>>;

export type Recommendations = { data: Recommendation[]; total: number; needsProfile: boolean };

/** Nothing to match on: no desired designation, functional area or location, and no skill. */
const hasAnchors = (p: Profile | undefined) =>
  Boolean(
    p &&
      (p.desiredDesignationIds.length ||
        p.desiredFunctionalAreaIds.length ||
        p.desiredLocationIds.length ||
        p.skillIds.length),
  );

// PGlite and node-postgres both parse int[]; a driver that does not would hand back '{1,2}'.
const ints = (v: number[] | string): number[] =>
  Array.isArray(v) ? v.map(Number) : v.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);

function reasonsOf(
  row: ScoredRow,
  profile: Profile,
  names: Map<number, Pick<MasterRef, 'name' | 'nameAr'>>,
  locale: Locale,
): RecommendationReason[] {
  const out: RecommendationReason[] = [];
  const master = (kind: RecommendationReason['kind'], id: number) => {
    const ref = names.get(id);
    // The name in the reader's language, and the Arabic beside it for a page that shows the other.
    if (ref) out.push({ kind, label: (locale === 'ar' && ref.nameAr) || ref.name, label_ar: ref.nameAr });
  };
  if (row.designation_id != null) master('designation', row.designation_id);
  if (row.functional_area_id != null) master('functional_area', row.functional_area_id);
  for (const id of ints(row.locs)) master('location', id);
  for (const id of ints(row.skills)) master('skill', id);
  if (row.employment_type)
    out.push({
      kind: 'employment_type',
      label: label(employmentTypeText(row.employment_type), locale),
      employment_type: row.employment_type,
    });
  const years = profile.totalExperienceYears;
  if (row.exp && years != null)
    out.push({ kind: 'experience', label: catalogue.t(locale, 'reason.experience', { years }), years });
  const amount = profile.expectedSalary;
  if (row.sal && amount != null)
    out.push({
      kind: 'salary',
      label: catalogue.t(locale, 'reason.salary', {
        currency: profile.expectedSalaryCurrency,
        amount: amount.toLocaleString('en-US'),
      }),
      amount,
      currency: profile.expectedSalaryCurrency,
    });
  return out;
}

/** GET jobs/recommended: the candidate's open jobs ranked by how well they fit the profile. */
export async function recommendJobs(
  db: Db,
  userId: number,
  page: { page: number; page_size: number },
  locale: Locale = 'en',
): Promise<Recommendations> {
  const profile = await desiredJobOf(db, userId);
  if (!profile || !hasAnchors(profile)) return { data: [], total: 0, needsProfile: true };

  const offset = (page.page - 1) * page.page_size;
  const anchors: Anchors = {
    designations: profile.desiredDesignationIds,
    functionalAreas: profile.desiredFunctionalAreaIds,
    locations: profile.desiredLocationIds,
    skills: profile.skillIds,
  };
  const rows = await scoredJobs(db, userId, anchors, page.page_size, offset);
  // Past the last page: the count still comes from the first row of the whole ranking.
  const total =
    rows.length > 0 || offset === 0
      ? Number(rows[0]?.total ?? 0)
      : Number((await scoredJobs(db, userId, anchors, 1, 0))[0]?.total ?? 0);
  if (rows.length === 0) return { data: [], total, needsProfile: false };

  const ids = rows.map((r) => Number(r.id));
  const masterIds = rows.flatMap((r) => [
    ...(r.designation_id != null ? [r.designation_id] : []),
    ...(r.functional_area_id != null ? [r.functional_area_id] : []),
    ...ints(r.locs),
    ...ints(r.skills),
  ]);
  const [hits, names] = await Promise.all([hitsFor(db, ids), masterRefs(db, masterIds)]);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const data = hits.flatMap((hit) => {
    const row = byId.get(hit.id);
    return row ? [{ ...hit, score: Number(row.score), reasons: reasonsOf(row, profile, names, locale) }] : [];
  });
  return { data, total, needsProfile: false };
}
