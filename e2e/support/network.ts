import { expect, type Page } from '@playwright/test';

/** Per tracked page: whether no request has been in flight for `quietMs`. */
const trackers = new WeakMap<Page, (quietMs: number) => boolean>();

/**
 * Counts the page's requests in flight from now on, for `settled`. The suite's `page` fixture
 * (support/test.ts) is tracked from its start.
 */
export function trackRequests(page: Page): void {
  let inFlight = 0;
  let quietSince = performance.now();
  page.on('request', () => {
    inFlight += 1;
  });
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight === 0) quietSince = performance.now();
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  trackers.set(page, (quietMs) => inFlight === 0 && performance.now() - quietSince >= quietMs);
}

/**
 * Waits until the page has loaded and asked for nothing for 200 ms: its data is in. Playwright's
 * `networkidle` waits 500 ms of quiet, which over the hundred-odd pages the suite looks at was
 * a minute of waiting for nothing. A page not tracked from its start falls back to `networkidle`.
 */
export async function settled(page: Page): Promise<void> {
  const quiet = trackers.get(page);
  await page.waitForLoadState(quiet ? 'load' : 'networkidle');
  if (quiet) await expect.poll(() => quiet(200), { intervals: [25], timeout: 15_000 }).toBe(true);
}
