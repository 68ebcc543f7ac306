import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../core/db/client';
import { publish } from '../../platform/events/domain-events';
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

  it('computes a hot answer again before it ends, its readers keeping the old one meanwhile', async () => {
    const db = fakeDb();
    const c = counter();
    vi.useFakeTimers();
    try {
      expect(await cached(db, 'k', c.compute, { ttlMs: 60_000 })).toBe(1);
      vi.advanceTimersByTime(47_000);
      expect(await cached(db, 'k', c.compute, { ttlMs: 60_000 })).toBe(1);
      expect(c.calls).toBe(1);
      vi.advanceTimersByTime(2_000); // in the last fifth: this read starts the next computation
      expect(await cached(db, 'k', c.compute, { ttlMs: 60_000 })).toBe(1);
      await vi.advanceTimersByTimeAsync(0); // its turn of the event loop
      expect(await cached(db, 'k', c.compute, { ttlMs: 60_000 })).toBe(2);
      vi.advanceTimersByTime(20_000); // past the first answer's end: the second lives to 109 s
      expect(await cached(db, 'k', c.compute, { ttlMs: 60_000 })).toBe(2);
      expect(c.calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep an answer computed ahead when a change cleared the cache meanwhile', async () => {
    const db = fakeDb();
    let answer = 'before';
    let release: () => void = () => {};
    const compute = async () => {
      const seen = answer;
      if (seen === 'stale') await new Promise<void>((r) => (release = r));
      return seen;
    };
    vi.useFakeTimers();
    try {
      expect(await cached(db, 'k', compute, { ttlMs: 60_000 })).toBe('before');
      vi.advanceTimersByTime(50_000);
      answer = 'stale'; // what the early computation reads, before the change
      expect(await cached(db, 'k', compute, { ttlMs: 60_000 })).toBe('before');
      await vi.advanceTimersByTimeAsync(0); // the early computation starts, reading 'stale'
      answer = 'after';
      publish(db, 'jobs.changed', { warn() {} });
      release();
      for (let i = 0; i < 10; i++) await Promise.resolve(); // the early computation ends
      expect(await cached(db, 'k', compute, { ttlMs: 60_000 })).toBe('after');
    } finally {
      vi.useRealTimers();
    }
  });
});
