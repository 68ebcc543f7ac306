import { describe, expect, it } from 'vitest';
import { concurrencySlots } from './concurrency-slots';

const tick = () => new Promise((r) => setTimeout(r, 0));

// What passwords.ts relies on to keep argon2 off half of libuv's thread pool during a burst of
// sign-ins; the work here finishes when the test says, so what is measured is how many run at once.
describe('concurrency slots', () => {
  it('runs at most two at once and hands each freed slot to the next in line', async () => {
    const inSlot = concurrencySlots(2);
    const running = { now: 0, most: 0, finish: [] as (() => void)[] };
    const work = (n: number) => () =>
      new Promise<number>((resolve) => {
        running.now += 1;
        running.most = Math.max(running.most, running.now);
        running.finish.push(() => {
          running.now -= 1;
          resolve(n);
        });
      });
    const burst = Array.from({ length: 8 }, (_, n) => inSlot(work(n)));
    await tick();
    expect(running.now).toBe(2);
    while (running.finish.length > 0) {
      running.finish.shift()?.();
      await tick();
    }
    expect(await Promise.all(burst)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(running.most).toBe(2);
    expect(running.now).toBe(0);
  });

  it('frees the slot of work that fails', async () => {
    const inSlot = concurrencySlots(1);
    await expect(inSlot(() => Promise.reject(new Error('hash failed')))).rejects.toThrow('hash failed');
    expect(await inSlot(async () => 'next one runs')).toBe('next one runs');
  });
});
