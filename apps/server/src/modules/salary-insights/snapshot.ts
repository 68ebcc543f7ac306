import {
  SALARY_MONTHS,
  type SalaryFigures,
  type SalaryIndexEntry,
  type SalaryInsight,
  type SalaryPlace,
} from '@portal/contract/salary-insights';
import type { Db } from '../../core/db/client';
import { type GroupRow, namesOf, salaryGroups } from './repository';

type Named = { slug: string; name: string; name_ar: string | null };
type PlaceFigures = SalaryPlace & SalaryFigures;

/** Every page's figures at one moment: what the routes answer from, without a query. */
export type Snapshot = {
  at: Date;
  /** `designation` or `designation/place` -> the page's figures. */
  pages: Map<string, SalaryInsight>;
  index: SalaryIndexEntry[];
  /** Known slugs, so a page without enough postings says so rather than "no such page". */
  designations: Map<string, Named>;
  places: Map<string, SalaryPlace>;
};

const monthKey = (d: Date) => d.toISOString().slice(0, 7);

/** The first instant of the month `back` months before `now`'s (UTC). */
export function monthStart(now: Date, back: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
}

/** The window's months, oldest first (YYYY-MM). */
export function windowMonths(now: Date): string[] {
  return Array.from({ length: SALARY_MONTHS }, (_, i) => monthKey(monthStart(now, SALARY_MONTHS - 1 - i)));
}

const figures = (r: GroupRow): SalaryFigures | null =>
  r.q1 === null || r.median === null || r.q3 === null
    ? null
    : { postings: r.postings, q1: r.q1, median: r.median, q3: r.q3 };

/** Computes every page's figures from the postings of the last SALARY_MONTHS months. */
export async function buildSnapshot(db: Db, now = new Date()): Promise<Snapshot> {
  const from = monthStart(now, SALARY_MONTHS - 1);
  const rows = await salaryGroups(db, from, now);
  const ids = [...new Set(rows.flatMap((r) => [r.designation_id, r.place_id]))].filter((id) => id > 0);
  const names = new Map((await namesOf(db, ids)).map((n) => [n.id, n]));
  const months = windowMonths(now);
  const designations = new Map<string, Named>();
  const places = new Map<string, SalaryPlace>();
  const placeOf = (id: number): SalaryPlace | null => {
    const n = names.get(id);
    if (!n) return null;
    return {
      slug: n.slug,
      name: n.name,
      name_ar: n.name_ar,
      kind: n.list === 'states' ? 'emirate' : 'country',
    };
  };
  // Whole-window groups with figures; a month's row only matters for a group that has them.
  const totals = new Map<string, { row: GroupRow; figs: SalaryFigures }>();
  const monthly = new Map<string, Map<string, GroupRow>>();
  for (const r of rows) {
    const d = names.get(r.designation_id);
    if (!d) continue;
    designations.set(d.slug, { slug: d.slug, name: d.name, name_ar: d.name_ar });
    const p = r.place_id ? placeOf(r.place_id) : null;
    if (r.place_id && !p) continue;
    if (p) places.set(p.slug, p);
    const key = p ? `${d.slug}/${p.slug}` : d.slug;
    if (r.month === null) {
      const figs = figures(r);
      if (figs) totals.set(key, { row: r, figs });
    } else {
      const byMonth = monthly.get(key) ?? new Map<string, GroupRow>();
      byMonth.set(r.month, r);
      monthly.set(key, byMonth);
    }
  }
  const placeLists = new Map<string, PlaceFigures[]>();
  for (const { row, figs } of totals.values()) {
    if (!row.place_id) continue;
    const p = placeOf(row.place_id);
    const d = names.get(row.designation_id);
    if (!p || !d) continue;
    const list = placeLists.get(d.slug) ?? [];
    list.push({ ...p, ...figs });
    placeLists.set(d.slug, list);
  }
  for (const list of placeLists.values())
    list.sort((a, b) => b.postings - a.postings || a.name.localeCompare(b.name));
  const pages = new Map<string, SalaryInsight>();
  const index: SalaryIndexEntry[] = [];
  for (const [key, { row, figs }] of totals) {
    const d = names.get(row.designation_id);
    if (!d) continue;
    const designation = { slug: d.slug, name: d.name, name_ar: d.name_ar };
    const byMonth = monthly.get(key);
    const trend = months.map((month) => {
      const m = byMonth?.get(month);
      return { month, postings: m?.postings ?? 0, median: m?.median ?? null };
    });
    const placeList = row.place_id ? [] : (placeLists.get(d.slug) ?? []);
    pages.set(key, {
      ...figs,
      designation,
      place: row.place_id ? placeOf(row.place_id) : null,
      from: months[0] ?? '',
      to: months[months.length - 1] ?? '',
      trend,
      places: placeList,
      computed_at: now.toISOString(),
    });
    if (!row.place_id) index.push({ ...figs, designation, places: placeList });
  }
  index.sort((a, b) => a.designation.name.localeCompare(b.designation.name));
  return { at: now, pages, index, designations, places };
}
