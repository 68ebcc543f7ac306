import type { QueryNode } from '@portal/contract/cv-query';
import { type CvSearchQuery, cvSearchQuerySchema } from '@portal/contract/cv-search';
import { type Database, openDatabase } from '../apps/server/src/core/db/client';
import { type LeafBits, leafBits, newLeaves } from '../apps/server/src/modules/cv-search/keyword-leaves';
import { buildIndex, type ListedCandidates } from '../apps/server/src/modules/cv-search/listed-candidates';
import { keywordTree } from '../apps/server/src/modules/cv-search/repositories/criteria-sql';
import { leavesOf } from '../apps/server/src/modules/cv-search/repositories/tsquery';
import { cvSearchQueries } from './cv-queries';
import { masterIds } from './cv-search';

export type PreparedCvQuery = {
  qs: string;
  q: CvSearchQuery;
  tree: QueryNode | null;
  bits: Map<string, LeafBits>;
};

/**
 * The cv-search scenario's queries against its database (DATABASE_URL), ready for the pass: the
 * index of the listed candidates read once, and each query's keyword leaves read into it. The
 * scripts timing one part of a search alone (cv-pass.ts, cv-page-rows.ts) start from it.
 */
export async function prepareCvQueries(): Promise<{
  database: Database;
  ix: ListedCandidates;
  prepared: PreparedCvQuery[];
}> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL: the cv-search scenario’s database');
  const database = await openDatabase({ dataDir: '/nonexistent', databaseUrl });
  const db = database.db;
  const ids = await masterIds(database);
  const ix = await buildIndex(db, null);
  const leaves = newLeaves();
  const prepared: PreparedCvQuery[] = [];
  for (const qs of cvSearchQueries(ids)) {
    const q = cvSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
    const tree = keywordTree(q);
    const bits = new Map<string, LeafBits>();
    if (tree)
      for (const { leaf } of leavesOf(tree).values()) {
        const b = await leafBits(db, ix, leaves, leaf);
        bits.set(b.key, b);
      }
    prepared.push({ qs, q, tree, bits });
  }
  return { database, ix, prepared };
}
