import type { QueryNode } from '@portal/contract/cv-query';
import type { CvSearchQuery } from '@portal/contract/cv-search';
import type { Db } from '../../core/db/client';
import { cvIndex, WAIT_FOR_INDEX_MS, within } from './changes';
import { evaluate, type LeafBits, leafBits } from './keyword-leaves';
import { type MemoryAnswer, searchInMemory } from './memory-search';
import { leavesOf } from './repositories/tsquery';

/**
 * A search's page ids, total and facet counts computed from the index of `db`: null while the index,
 * or one of the query's keyword leaves, is being read and not ready within WAIT_FOR_INDEX_MS (the read
 * goes on for later searches; SQL answers this one). Runs where the index lives: the search thread
 * (search-thread.ts) on PostgreSQL, the server's own thread on the embedded database.
 */
export async function answerFromIndex(
  db: Db,
  q: CvSearchQuery,
  clientId: number,
  tree: QueryNode | null,
): Promise<MemoryAnswer | null> {
  const deadline = performance.now() + WAIT_FOR_INDEX_MS;
  const index = await cvIndex(db, deadline);
  if (!index) return null;
  const { ix, leaves } = index;
  const bits = new Map<string, LeafBits>();
  if (tree) {
    const list = [...leavesOf(tree).values()].map(({ leaf }) => leafBits(db, ix, leaves, leaf));
    const read = list.some((b) => b instanceof Promise) ? await within(Promise.all(list), deadline) : list;
    if (!read) return null;
    for (const b of read as LeafBits[]) bits.set(b.key, b);
  }
  const words = Math.ceil(ix.cap / 32);
  const keyword = tree ? (evaluate(tree, bits, words) ?? new Uint32Array(words)) : null;
  return searchInMemory(ix, q, clientId, tree, keyword, bits);
}
