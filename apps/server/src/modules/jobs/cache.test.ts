import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../core/db/client';
import { cached } from './cache';

// The caches are keyed by the Db object only; these tests never query it.
const fakeDb = () => ({}) as Db;

const counter = () => {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    compute: async () => ++calls,
  };
};

describe('job caches', () => {
  it('lets concurrent callers of a missing answer share one computation', async () => {
    const db = fakeDb();
    const c = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cached(db, 'k', c.compute)));
    expect(answers).toEqual([1, 1, 1]);
    expect(c.calls).toBe(1);
  });

  it('computes again once an answer is older than its TTL, and every time with a TTL of 0', async () => {
    const db = fakeDb();
    const c = counter();
    vi.useFakeTimers();
    try {
      expect(await cached(db, 'k', c.compute, { ttlMs: 60_000 })).toBe(1);
      vi.advanceTimersByTime(59_000);
      expect(await cached(db, 'k', c.compute, { ttlMs: 60_000 })).toBe(1);
      vi.advanceTimersByTime(1_001);
      expect(await cached(db, 'k', c.compute, { ttlMs: 60_000 })).toBe(2);
    } finally {
      vi.useRealTimers();
    }
    expect(await cached(db, 'k', c.compute, { ttlMs: 0 })).toBe(3);
    expect(await cached(db, 'k', c.compute, { ttlMs: 0 })).toBe(4);
  });

  it('keeps search answers up to 10,000 hits in all, dropping the least recently used first', async () => {
    const db = fakeDb();
    const c = counter();
    const page = (key: string) => cached(db, key, c.compute, { pool: 'results', weight: 100 });
    for (let i = 0; i < 100; i++) await page(`q${i}`);
    expect(c.calls).toBe(100);
    await page('q0'); // used again: now the most recent
    expect(c.calls).toBe(100);
    await page('q100'); // over the limit: q1, the least recently used, goes
    expect(c.calls).toBe(101);
    await page('q0');
    expect(c.calls).toBe(101);
    await page('q1');
    expect(c.calls).toBe(102);
  });

  it('does not keep a failed computation', async () => {
    const db = fakeDb();
    let fail = true;
    const compute = async () => {
      if (fail) throw new Error('database went away');
      return 'answer';
    };
    await expect(cached(db, 'k', compute)).rejects.toThrow('database went away');
    fail = false;
    expect(await cached(db, 'k', compute)).toBe('answer');
  });
});
