import { sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client';
import { jobs } from '../../../core/db/schema/jobs';
import { type HitRecord, locationsJson, type locationsOf } from '../../jobs';

/** The search hits' statement (search.ts shapes its rows into hits). */

// Markers ts_headline wraps matches in; removed from the text first, replaced by <mark> after escaping.
export const OPEN_MARK = '\u27e6';
export const CLOSE_MARK = '\u27e7';

/** Enough of the text for a 200-character snippet cut at a word boundary. */
export const SNIPPET_SOURCE_CHARS = 300;
export const HEADLINED_CHARS = 2000;
export type HitRow = HitRecord & {
  descriptionText: string;
  descriptionTextAr: string | null;
  ord: number | null;
  title_hl: string | null;
  snippet_hl: string | null;
  locs: Parameters<typeof locationsOf>[0][number]['locs'];
  /** The employer's stored logo (null: none), read here so the cards need no query of their own. */
  logoKey: string | null;
};

type HitsShape = 'plain' | 'withKeyword' | 'ranked';

const hitsQuery = (db: Db, shape: HitsShape) => {
  // The keyword's tsquery as PostgreSQL printed it (keyword-tsquery.ts, kept per keyword), so the
  // statement neither parses the keyword nor applies the Arabic synonym groups again; a subquery,
  // so it is read once per statement, not once per row ranked or headlined.
  const q = shape === 'plain' ? null : sql`(select ${sql.placeholder('tsquery')}::tsquery)`;
  const hl = (col: string, opts: string) =>
    q
      ? sql`ts_headline('english', translate(${sql.raw(col)}, ${OPEN_MARK + CLOSE_MARK}, ''), ${q}, ${`StartSel=${OPEN_MARK}, StopSel=${CLOSE_MARK}, ${opts}`})`
      : sql`null::text`;
  const ids = sql`${sql.placeholder('ids')}::int[]`;
  const newest = sql`published_at desc nulls last, id desc nulls last`;
  return db
    .select({
      // Only what a card shows (toHitFields): the other columns (keywords, screening questions,
      // four dates) cost PostgreSQL's output and the driver's parsing on every hit of every search.
      id: jobs.id,
      clientId: jobs.clientId,
      title: jobs.title,
      titleAr: jobs.titleAr,
      clientCompanyName: jobs.clientCompanyName,
      designationId: jobs.designationId,
      skillIds: jobs.skillIds,
      experienceMin: jobs.experienceMin,
      experienceMax: jobs.experienceMax,
      salaryMin: jobs.salaryMin,
      salaryMax: jobs.salaryMax,
      salaryCurrency: jobs.salaryCurrency,
      salaryPeriod: jobs.salaryPeriod,
      salaryVisible: jobs.salaryVisible,
      salaryMinAedMonth: jobs.salaryMinAedMonth,
      salaryMaxAedMonth: jobs.salaryMaxAedMonth,
      employmentType: jobs.employmentType,
      applyMethod: jobs.applyMethod,
      applyUrl: jobs.applyUrl,
      publishedAt: jobs.publishedAt,
      // A hit shows no description: the snippet is headlined in SQL, or without a keyword cut from
      // the text's start. Reading whole descriptions (often several kB each) would only cost transfer.
      // With a keyword, the headlined text itself, to tell where its fragments sit in their sentences.
      descriptionText: sql<string>`left(jobs.description_text, ${q ? HEADLINED_CHARS : SNIPPET_SOURCE_CHARS})`,
      // The Arabic card's snippet: the start of the Arabic text; with a keyword, enough of it to
      // cut the snippet around the first Arabic word found (search.ts marks them).
      descriptionTextAr: sql<
        string | null
      >`left(jobs.description_text_ar, ${q ? HEADLINED_CHARS : SNIPPET_SOURCE_CHARS})`,
      title_hl: sql<string | null>`${hl('jobs.title', 'HighlightAll=true')}`,
      // The snippet comes from the start of the text: headlining a long description costs more than
      // the rest of the page.
      snippet_hl: sql<
        string | null
      >`${hl(`left(jobs.description_text, ${HEADLINED_CHARS})`, 'MaxFragments=2, MaxWords=25, MinWords=10, FragmentDelimiter=" … "')}`,
      locs: locationsJson,
      logoKey: sql<
        string | null
      >`(select p.logo_key from company_profiles p where p.client_id = jobs.client_id)`,
      // Ranked: the page's place of each hit, ordered as page.ts's `ranked` orders them.
      ord: sql<number | null>`${
        shape === 'ranked'
          ? sql`row_number() over (order by ts_rank(jobs.search, ${q}) desc, jobs.${sql.raw('published_at')} desc nulls last, jobs.id desc nulls last)`
          : sql`null::int`
      }`,
    })
    .from(jobs)
    .where(
      shape === 'ranked'
        ? // The page of the window (the newest matches, found in memory) by relevance, and its hits,
          // in one statement: the window's rows are read by primary key, the page's 20 headlined.
          sql`jobs.id in (select id from jobs where id = any(${ids}) order by ts_rank(search, ${q}) desc, ${newest}
            limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')})`
        : sql`jobs.id = any(${ids})`,
    )
    .prepare(`job_hits${shape === 'plain' ? '' : shape === 'ranked' ? '_ranked' : '_keyword'}`);
};
// Three shapes (without a keyword, with one, ranked), each a named statement per database: parsed
// and planned once per connection instead of on every search (like the detail query in public.ts).
type HitsQuery = ReturnType<typeof hitsQuery>;
const hitsQueries = new WeakMap<Db, Record<HitsShape, HitsQuery>>();
export const preparedHits = (db: Db) => {
  let prepared = hitsQueries.get(db);
  if (!prepared) {
    prepared = {
      plain: hitsQuery(db, 'plain'),
      withKeyword: hitsQuery(db, 'withKeyword'),
      ranked: hitsQuery(db, 'ranked'),
    };
    hitsQueries.set(db, prepared);
  }
  return prepared;
};
