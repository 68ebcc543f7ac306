import { expect, type Page, test } from './support/test';

/**
 * The job search's first screen is in the server's HTML (apps/server/src/app/web/ssr.ts): readable
 * without JavaScript, and the client's hydration of it shifts nothing and keeps it working.
 */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the job search shows its results', async ({ page }) => {
    await page.goto('/unauth/search-job?keyword=warehouse');
    await expect(page.getByRole('heading', { level: 1, name: 'Search jobs' })).toBeVisible();
    await expect(page.getByRole('search').getByLabel('Keyword')).toHaveValue('warehouse');
    const results = page.getByRole('article');
    expect(await results.count()).toBeGreaterThan(0);
    // The result's link carries its way in for the sources report (issue 30).
    await expect(results.first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/unauth\/jobs\/view\/\d+\?src=search$/,
    );
  });

  test("the landing's search form leads to the job search's results for the keyword", async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('search');
    await form.getByLabel('Keyword').fill('warehouse');
    await form.getByRole('button', { name: 'Search jobs' }).click();
    await expect(page).toHaveURL(/\/unauth\/search-job\?keyword=warehouse(&location=)?$/);
    await expect(page.getByRole('search').getByLabel('Keyword')).toHaveValue('warehouse');
    await expect(page.locator('p[aria-live="polite"]')).toContainText(/\d+ jobs? for “warehouse”/);
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
  });

  test("the job search's form keeps the other filters and searches the new keyword", async ({ page }) => {
    await page.goto('/unauth/search-job?keyword=warehouse&sort=date');
    const form = page.getByRole('search');
    await form.getByLabel('Keyword').fill('logistics');
    await form.getByRole('button', { name: 'Search jobs' }).click();
    await expect(page).toHaveURL(/[?&]keyword=logistics/);
    await expect(page).toHaveURL(/[?&]sort=date/);
    await expect(page.getByRole('search').getByLabel('Keyword')).toHaveValue('logistics');
  });
});

test('the server-rendered search works once the client takes over, without a layout shift', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  // Layout shifts from the very first paint, recorded from before the page's own scripts.
  await page.addInitScript(() => {
    type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    const w = window as unknown as { shifts: string[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      // Shifts right after a click or key are the user's doing, not the page's (as in CLS). Each is
      // kept with what moved, so a failure says where to look.
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(({ node }) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${node.className}`
            : String(node?.nodeName),
        );
        w.shifts.push(`${entry.value.toFixed(5)}: ${moved.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto('/unauth/search-job?keyword=warehouse');
  const count = page.locator('p[aria-live="polite"]').filter({ hasText: /\d+ jobs? for/ });
  await expect(count).toBeVisible();
  const before = (await count.textContent()) ?? '';
  // The client's render is in: the filter is a live control that narrows the results.
  const location = page.getByRole('group', { name: 'Location' }).getByRole('checkbox').first();
  // React marks the DOM nodes it hydrated; the server's have no such mark before.
  await page.waitForFunction(() => {
    const box = document.querySelector('[aria-label="Filters"] input[type="checkbox"]');
    return box !== null && Object.keys(box).some((key) => key.startsWith('__reactFiber'));
  });
  const shifts = () => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
  // Nothing a user can see moves. After the whole suite (a server that has served every journey) a
  // shift of 0.0027 shows in most full runs, the right-aligned items of the form and the cards moving
  // a few pixels; a fresh server over the same data never shows it. The budget, a twentieth of what
  // Lighthouse calls good, still fails on a late block, a swapped font or a replaced result list.
  const moved = async () =>
    (await shifts()).reduce((sum, line) => sum + Number.parseFloat(line.split(':')[0] ?? '0'), 0);
  const budget = 0.005;
  expect(await moved(), (await shifts()).join('\n')).toBeLessThan(budget);
  // The filter narrows the results. The new list and facets move what is below them, as the user asked;
  // Chrome counts that as a shift when the answer comes more than 500 ms after the click (a busy CI
  // machine), so the budget above is for the hand-over alone. Once the answer is in, nothing moves on.
  await location.click();
  await expect(page).toHaveURL(/location=\d+/);
  await expect(location).toBeChecked();
  await expect(count).toBeVisible();
  await expect(page.locator('[aria-busy="false"]').getByRole('article').first()).toBeVisible();
  const settled = (await shifts()).length;
  // Two frames: a shift the settled page still makes (a late font, a re-rendered list) is recorded by then.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  expect((await shifts()).slice(settled)).toEqual([]);
  expect(before).toMatch(/warehouse/);
  expect(errors).toEqual([]);
});

test('the client adopts the server-rendered pages as they are, at a phone’s width and a desktop’s', async ({
  page,
}) => {
  const replaced: string[] = [];
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  page.on('console', (m) => {
    if (m.text().includes('replaced the server-rendered page')) replaced.push(`${page.url()}: ${m.text()}`);
  });
  // The server's first element, caught before the client can touch it.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { served: Element | null }).served = document.querySelector('#root > *');
    });
  });
  const job = (await page.request.get('/api/jobs/search?page_size=1').then((r) => r.json())) as {
    data: { id: number }[];
  };
  const pages = ['/', '/unauth/search-job?keyword=warehouse', `/unauth/jobs/view/${job.data[0]?.id}`];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of pages) {
      await page.goto(path);
      // The buttons the server disabled come alive once the client has hydrated the page.
      await expect(page.locator('button[data-until-client]')).toHaveCount(0);
      const adopted = await page.evaluate(() => {
        const served = (window as unknown as { served: Element | null }).served;
        return (
          served?.isConnected === true && Object.keys(served).some((key) => key.startsWith('__reactFiber'))
        );
      });
      expect(adopted, `${path} at ${width} px keeps the server's DOM`).toBe(true);
    }
    // The search's filter panel is in the server's page, but a phone fetches its code only for the
    // Filters sheet: hydration does not ask for it.
    const panel = requested.some((url) => /\/assets\/filter-panel-[^/]+\.js$/.test(url));
    expect(panel, `the filter panel's code at ${width} px`).toBe(width >= 768);
    requested.length = 0;
  }
  expect(replaced).toEqual([]);
});

/** Holds the client's entry module until the function returned is called: the server's page stays. */
async function holdClient(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('what is typed before the client takes over stays, and the menu waits for the client', async ({
  browser,
}) => {
  // A page of its own: the suite's page.goto waits for the client (support/test.ts), this one must not.
  const page = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  // Hold the client's entry module until the visitor has typed into the server's page.
  const release = await holdClient(page);
  // Not until "load": the held entry, added once the page has painted, may hold the load event back.
  await page.goto('/unauth/search-job', { waitUntil: 'commit' });
  const keyword = page.getByRole('search').getByLabel('Keyword');
  await keyword.click();
  await keyword.pressSequentially('forklift');
  // Until the client is in, the menu button cannot be pressed in vain: it is disabled.
  const menu = page.getByRole('button', { name: 'Open menu' });
  await expect(menu).toBeDisabled();
  release();
  await page.waitForFunction(() => {
    const input = document.querySelector('[role="search"] input[name="keyword"]');
    return input !== null && Object.keys(input).some((key) => key.startsWith('__reactFiber'));
  });
  await expect(keyword).toHaveValue('forklift');
  await expect(keyword).toBeFocused();
  await expect(menu).toBeEnabled();
  // The client's state has the keyword: Enter searches it.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]keyword=forklift/);
  await menu.click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.context().close();
});

test('a filter ticked before the client takes over narrows the search once it is in', async ({ browser }) => {
  // A page of its own, as above: the suite's page.goto would wait for the client.
  const page = await (await browser.newContext()).newPage();
  const release = await holdClient(page);
  await page.goto('/unauth/search-job?keyword=warehouse', { waitUntil: 'commit' });
  const location = page.getByRole('group', { name: 'Location' }).getByRole('checkbox').first();
  await location.check();
  expect(page.url()).not.toMatch(/location=/);
  release();
  await expect(page).toHaveURL(/[?&]location=\d+/);
  await expect(
    page.getByRole('group', { name: 'Location' }).getByRole('checkbox', { checked: true }),
  ).toHaveCount(1);
  await page.context().close();
});

test('a company page and a news article come rendered, and the client adopts them without a console error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.text().includes('replaced the server-rendered page'))
      errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { served: Element | null }).served = document.querySelector('#root > *');
    });
  });
  const company = (await page.request.get('/api/employers/directory?page_size=1').then((r) => r.json())) as {
    data: { id: number; name: string }[];
  };
  const news = (await page.request.get('/api/settings/logistics-news?page_size=1').then((r) => r.json())) as {
    data: { slug: string; title: string }[];
  };
  const pages = [
    { path: `/unauth/employer-job/${company.data[0]?.id}`, heading: company.data[0]?.name ?? '' },
    { path: `/unauth/logistics-news/${news.data[0]?.slug}`, heading: news.data[0]?.title ?? '' },
  ];
  for (const { path, heading } of pages) {
    // What a crawler gets: the page's heading in the HTML itself, and its canonical link.
    const served = await page.request.get(path, { headers: { accept: 'text/html' } });
    expect(served.status()).toBe(200);
    const html = await served.text();
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toMatch(/<div id="root"><div/);

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('button[data-until-client]')).toHaveCount(0);
    const adopted = await page.evaluate(() => {
      const first = (window as unknown as { served: Element | null }).served;
      return first?.isConnected === true && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
    });
    expect(adopted, `${path} keeps the server's DOM`).toBe(true);
    // Exactly one canonical link, the page's own, once the client is in.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
  }
  // An unknown company is a 404 for crawlers, and the error page for people.
  expect(
    (await page.request.get('/unauth/employer-job/987654', { headers: { accept: 'text/html' } })).status(),
  ).toBe(404);
  expect(errors).toEqual([]);
});
