import {
  type ArabicMatcher,
  arabicMatcher,
  arabicPassages,
  markArabic,
} from '@portal/contract/arabic-search';
import type { QueryNode } from '@portal/contract/cv-query';
import {
  CV_FACETS,
  type CvFacet,
  type CvFacets,
  type CvSearchCriteria,
  type CvSearchQuery,
  type CvSearchRow,
  type SnippetPart,
} from '@portal/contract/cv-search';
import type { Db } from '../../core/db/client';
import { masterRefs } from '../master';
import { answerFromIndex } from './index-answer';
import { type EnglishMatcher, englishMatcherOf, englishPassages } from './passages';
import { keywordTree } from './repositories/criteria-sql';
import { answerInSql, type FacetRow, pageRows, type RawRow } from './repositories/search-rows';
import { leavesOf } from './repositories/tsquery';
import { namedRows, type RowNames } from './row-names';
import { searchThreadOf } from './search-thread-client';

export {
  candidateIdsMatching,
  cvSearchStatement,
  type RawRow,
  rowColumns,
  rowJoins,
} from './repositories/search-rows';
export { namedRows } from './row-names';

/**
 * The snippets of a row: passages of its summary and CV text with the English words the keyword found
 * marked (`english`, passages.ts), and the Arabic words too (`arabic`); when the keyword has Arabic
 * words, passages around those found through normalisation, stemming or a synonym (`مستودعات` marks
 * `المستودع`) follow the passages with English hits, two at most.
 */
export function snippetsOf(
  r: RawRow,
  english: EnglishMatcher | null,
  arabic: ArabicMatcher | null,
): SnippetPart[][] {
  const source = r.source ?? '';
  const passages = english && source ? englishPassages(source, english) : [];
  if (!arabic) return passages;
  const marked = passages.map((parts) => parts.flatMap((p) => (p.hit ? [p] : markArabic(p.text, arabic))));
  const more = source ? arabicPassages(source, arabic) : [];
  return more.length ? [...marked, ...more].slice(0, 2) : marked;
}

/** The Arabic words (and their synonyms) a keyword tree looks for: its leaves not under a NOT. */
export function arabicMatcherOf(tree: QueryNode | null): ArabicMatcher | null {
  if (!tree) return null;
  const texts = [...leavesOf(tree).values()]
    .filter((l) => l.positive)
    .map(({ leaf }) => (leaf.kind === 'term' && leaf.prefix ? `${leaf.text}*` : leaf.text));
  return arabicMatcher(texts);
}

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

export function toRow(
  r: RawRow & RowNames,
  english: EnglishMatcher | null = null,
  arabic: ArabicMatcher | null = null,
): CvSearchRow {
  return {
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    photo_url: r.profile_photo,
    headline: r.headline,
    current_title: r.current_title,
    current_employer: r.current_employer,
    location: r.location,
    location_ar: r.location_ar,
    total_experience_years: r.total_experience_years,
    expected_salary: r.expected_salary,
    expected_salary_currency: r.expected_salary_currency,
    notice_period: r.notice_period,
    notice_period_ar: r.notice_period_ar,
    last_active_at: iso(r.last_active_at),
    updated_at: iso(r.updated_at),
    has_cv: r.has_cv,
    snippets: snippetsOf(r, english, arabic),
    matched: r.matched,
  };
}

const FACET_NAMES: ReadonlySet<string> = new Set(CV_FACETS);
const isFacet = (name: string): name is CvFacet => FACET_NAMES.has(name);

/** Up to 25 values per facet by count, plus any chosen value, so a chosen filter always shows. */
function facetsOf(rows: FacetRow[], c: Partial<CvSearchCriteria>): { total: number; facets: CvFacets } {
  // Spelled out, so a facet added to the contract fails to compile here until it is counted.
  const facets: CvFacets = {
    current_location: [],
    desired_location: [],
    designation: [],
    functional_area: [],
    industry: [],
    skills: [],
    nationality: [],
    visa_status: [],
    notice_period: [],
    education_level: [],
    certification: [],
  };
  let total = 0;
  for (const r of rows) {
    if (r.facet === 'total') total = r.n;
    else if (isFacet(r.facet) && r.key != null && r.name != null)
      facets[r.facet].push({ id: r.key, name: r.name, count: r.n });
  }
  for (const f of CV_FACETS) {
    const chosen = new Set<number>(c[f] ?? []);
    const sorted = facets[f].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    facets[f] = sorted.filter((v, i) => i < 25 || chosen.has(v.id));
  }
  return { total, facets };
}

export type CvSearchResult = { rows: CvSearchRow[]; total: number; facets: CvFacets };

/**
 * The same, computed from the index (in the app's search thread when it has one); null while the index
 * is being read (index-answer.ts).
 */
async function answerInMemory(
  db: Db,
  q: CvSearchQuery,
  clientId: number,
  tree: QueryNode | null,
): Promise<{ ids: number[]; facetRows: FacetRow[] } | null> {
  const thread = searchThreadOf(db);
  const answer = thread ? await thread.answer(q, clientId) : await answerFromIndex(db, q, clientId, tree);
  if (!answer) return null;
  const names = await masterRefs(
    db,
    answer.counts.map((c) => c.id),
  );
  const facetRows: FacetRow[] = [{ facet: 'total', key: null, n: answer.total, name: null, ids: null }];
  for (const c of answer.counts) {
    const name = names.get(c.id)?.name;
    if (name != null) facetRows.push({ facet: c.facet, key: c.id, n: c.n, name, ids: null });
  }
  return { ids: answer.ids, facetRows };
}

/** Where to compute (the index in memory or SQL) and for which organisation. */
export type SearchIndexMode = { memory: boolean; clientId: number };

/**
 * A page of the CV database as organisation `mode.clientId` finds it (every listed candidate, and
 * those it added who have not claimed yet), with the total and the facet counts: computed in memory
 * from the index of the listed candidates (SEARCH_INDEX=memory, the default), or in SQL.
 */
export async function searchCvDatabase(
  db: Db,
  q: CvSearchQuery,
  mode: SearchIndexMode,
): Promise<CvSearchResult> {
  const tree = keywordTree(q);
  const { ids, facetRows } =
    (mode.memory ? await answerInMemory(db, q, mode.clientId, tree) : null) ??
    (await answerInSql(db, q, mode.clientId));
  const english = englishMatcherOf(tree);
  const arabic = arabicMatcherOf(tree);
  const rows = ids.length
    ? await namedRows(db, await pageRows(db, q, ids, english != null || arabic != null))
    : [];
  const { total, facets } = facetsOf(facetRows, q);
  // The Arabic names beside the English ones the counts carry.
  const names = await masterRefs(
    db,
    Object.values(facets).flatMap((list) => list.map((v) => v.id)),
  );
  for (const list of Object.values(facets)) for (const v of list) v.name_ar = names.get(v.id)?.nameAr ?? null;
  return { rows: rows.map((r) => toRow(r, english, arabic)), total, facets };
}
