import { describe, expect, it, vi } from 'vitest';

// argon2 stood in by hashes that finish when the test says: what is measured is how many run at once,
// not how fast a machine hashes (that is `npm run bench -- --scenario mixed`).
const running = { now: 0, most: 0, finish: [] as (() => void)[] };
vi.mock('@node-rs/argon2', () => ({
  hash: async () => '$argon2id$stand-in',
  verify: () =>
    new Promise<boolean>((resolve) => {
      running.now += 1;
      running.most = Math.max(running.most, running.now);
      running.finish.push(() => {
        running.now -= 1;
        resolve(true);
      });
    }),
}));

const { verifyPassword } = await import('./passwords');

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('password hashing under a burst of sign-ins', () => {
  it('runs at most two argon2 computations at once, so the thread pool keeps room for token checks', async () => {
    const burst = Array.from({ length: 8 }, () =>
      verifyPassword('$argon2id$stand-in', 'Forklift-Route-Planner-7'),
    );
    await tick();
    expect(running.now).toBe(2);
    // Each one that finishes hands its slot to the next in line; none is dropped.
    while (running.finish.length > 0) {
      running.finish.shift()?.();
      await tick();
    }
    expect(await Promise.all(burst)).toEqual(Array(8).fill(true));
    expect(running.most).toBe(2);
    expect(running.now).toBe(0);
  });
});
