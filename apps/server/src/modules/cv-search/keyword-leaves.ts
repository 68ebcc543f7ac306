import type { QueryNode } from '@portal/contract/cv-query';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../core/db/client';
import type { ListedCandidates } from './listed-candidates';
import { type LeafRow, leafQueries, leafRows, leavesRowsOf } from './repositories/leaf-rows';
import { leafKey, type QueryLeaf, termsAreExact } from './repositories/tsquery';

/**
 * Each keyword leaf (a word, a prefix, a phrase) as bitsets by slot of the listed candidates: who
 * matches it, who has it in the headline (`head` weight A) and who in the headline or keywords (the
 * relevance's inputs). Read from PostgreSQL through the GIN index the first time a search uses the
 * leaf, then kept (LRU within a byte budget) and kept true on every change (changes.ts).
 */
export type LeafBits = {
  key: string;
  /** The leaf's queries as text: on `terms`, and on `head` (and a profile's positional vector). */
  terms: string;
  head: string;
  /** A phrase the pairs of `terms` do not answer exactly: also checked on the profile's vector. */
  positional: boolean;
  /** Only stop words: tsquery drops such a leaf from the tree. */
  empty: boolean;
  match: Uint32Array;
  inA: Uint32Array;
  inHead: Uint32Array;
};

type Pending = { bits: Promise<LeafBits>; changed: Set<number> };

export type Leaves = {
  cache: LRUCache<string, LeafBits>;
  /** Leaves being read: changes seen meanwhile are checked again once the read lands. */
  reading: Map<string, Pending>;
};

/** 64 MB: about 280 leaves at 200,000 candidates (three bitsets of 25 KB each). */
const LEAF_BYTES = 64 * 1024 * 1024;

export const newLeaves = (): Leaves => ({
  cache: new LRUCache({ maxSize: LEAF_BYTES, sizeCalculation: (l) => (l.match.byteLength || 1) * 3 }),
  reading: new Map(),
});

/** Every slot handed out (the index read after this one may have added some). */
const wordsOf = (ix: ListedCandidates) => Math.ceil(Math.max(ix.cap, ix.slots.n) / 32);

/** The bitset at least `words` long (the index grows). */
function sized(a: Uint32Array, words: number): Uint32Array {
  if (a.length >= words) return a;
  const b = new Uint32Array(words);
  b.set(a);
  return b;
}

const setBit = (a: Uint32Array, slot: number, on: boolean) => {
  const w = slot >>> 5;
  const bit = 1 << (slot & 31);
  a[w] = on ? (a[w] as number) | bit : (a[w] as number) & ~bit;
};

async function readLeaf(db: Db, ix: ListedCandidates, leaf: QueryLeaf): Promise<LeafBits> {
  const q = await leafQueries(db, leaf);
  const words = wordsOf(ix);
  const bits: LeafBits = {
    key: leafKey(leaf),
    terms: q.terms,
    head: q.head,
    positional: !termsAreExact(leaf),
    empty: q.empty,
    match: new Uint32Array(words),
    inA: new Uint32Array(words),
    inHead: new Uint32Array(words),
  };
  if (!q.empty) writeRows(ix, bits, await leafRows(db, bits));
  return bits;
}

function writeRows(ix: ListedCandidates, bits: LeafBits, rows: LeafRow[]): void {
  const words = wordsOf(ix);
  bits.match = sized(bits.match, words);
  bits.inA = sized(bits.inA, words);
  bits.inHead = sized(bits.inHead, words);
  for (const r of rows) {
    const slot = ix.slotOf.get(r.user_id);
    // A candidate the index has not read yet: its change notice is on its way and sets the bit.
    if (slot === undefined) continue;
    setBit(bits.match, slot, true);
    setBit(bits.inA, slot, r.a);
    setBit(bits.inHead, slot, r.h);
  }
}

/** The leaf's bitsets, read the first time; concurrent searches share one read. */
export function leafBits(
  db: Db,
  ix: ListedCandidates,
  leaves: Leaves,
  leaf: QueryLeaf,
): Promise<LeafBits> | LeafBits {
  const key = leafKey(leaf);
  const hit = leaves.cache.get(key);
  if (hit) return hit;
  const reading = leaves.reading.get(key);
  if (reading) return reading.bits;
  // Filled by the change notices that arrive while the leaf is read (see Pending).
  const changed: Pending['changed'] = new Set();
  const bits = (async () => {
    try {
      const read = await readLeaf(db, ix, leaf);
      // Candidates changed while the leaf was read: their rows may predate the change.
      while (changed.size) {
        const ids = [...changed];
        changed.clear();
        await recheck(db, ix, [read], ids);
      }
      leaves.cache.set(key, read);
      return read;
    } finally {
      leaves.reading.delete(key);
    }
  })();
  const pending: Pending = { changed, bits };
  leaves.reading.set(key, pending);
  return bits;
}

/**
 * After these candidates' rows changed: every cached leaf evaluated against their rows in one
 * statement, their bits cleared and set again; leaves being read check them once they land.
 */
export async function leavesChanged(
  db: Db,
  ix: ListedCandidates,
  leaves: Leaves,
  ids: number[],
): Promise<void> {
  for (const p of leaves.reading.values()) for (const id of ids) p.changed.add(id);
  const cached = [...leaves.cache.values()].filter((l) => !l.empty);
  if (cached.length) await recheck(db, ix, cached, ids);
}

async function recheck(db: Db, ix: ListedCandidates, list: LeafBits[], ids: number[]): Promise<void> {
  const slots = ids.flatMap((id) => {
    const s = ix.slotOf.get(id);
    return s === undefined ? [] : [s];
  });
  const words = wordsOf(ix);
  for (const l of list) {
    l.match = sized(l.match, words);
    l.inA = sized(l.inA, words);
    l.inHead = sized(l.inHead, words);
    for (const s of slots) {
      setBit(l.match, s, false);
      setBit(l.inA, s, false);
      setBit(l.inHead, s, false);
    }
  }
  if (!slots.length || !list.length) return;
  const rows = await leavesRowsOf(db, list, ids);
  const byLeaf = new Map<number, LeafRow[]>();
  for (const r of rows) byLeaf.set(r.i, [...(byLeaf.get(r.i) ?? []), r]);
  for (const [i, rs] of byLeaf) writeRows(ix, list[i - 1] as LeafBits, rs);
}

/**
 * The tree over the listed candidates as a bitset, as PostgreSQL reads the tsquery: a leaf of stop
 * words only drops out of its AND/OR (and a NOT of it drops too); a tree of nothing matches nothing.
 */
export function evaluate(node: QueryNode, bits: Map<string, LeafBits>, words: number): Uint32Array | null {
  switch (node.kind) {
    case 'term':
    case 'phrase': {
      const l = bits.get(leafKey(node));
      if (!l || l.empty) return null;
      return sized(l.match, words);
    }
    case 'not': {
      const c = evaluate(node.child, bits, words);
      if (!c) return null;
      const out = new Uint32Array(words);
      for (let i = 0; i < words; i++) out[i] = ~(c[i] as number);
      return out;
    }
    case 'and':
    case 'or': {
      let out: Uint32Array | null = null;
      for (const child of node.children) {
        const c = evaluate(child, bits, words);
        if (!c) continue;
        if (!out) {
          out = Uint32Array.from(c.subarray(0, words));
          continue;
        }
        if (node.kind === 'and')
          for (let i = 0; i < words; i++) out[i] = (out[i] as number) & (c[i] as number);
        else for (let i = 0; i < words; i++) out[i] = (out[i] as number) | (c[i] as number);
      }
      return out;
    }
  }
}
