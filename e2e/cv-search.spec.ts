import { signIn, strongPassword, uniqueEmail } from './support/accounts';
import { E2E } from './support/env';
import { severeViolations } from './support/look';
import { confirmLinkFrom, waitForMail } from './support/mail';
import { type APIRequestContext, expect, test } from './support/test';

/** Master-data ids by slug, read from the public API. */
async function master(request: APIRequestContext, list: string, slug: string): Promise<number> {
  const res = await request.get(`/api/master/${list}`);
  const item = ((await res.json()) as { data: { id: number; slug: string }[] }).data.find(
    (i) => i.slug === slug,
  );
  if (!item) throw new Error(`no ${list} ${slug}`);
  return item.id;
}

/** A candidate the CV database lists, made over the API: only their existence matters here. */
async function listedCandidate(
  request: APIRequestContext,
  firstName: string,
  headline: string,
  state: string,
) {
  const email = uniqueEmail('cv-journey');
  const reg = await request.post('/api/candidate/register', {
    data: {
      first_name: firstName,
      last_name: 'Qasimi',
      email,
      phone: '+971 50 765 4321',
      password: strongPassword,
    },
  });
  expect(reg.status()).toBe(202);
  // The sign-up mail's link confirms the address and signs the candidate in.
  const link = new URL(confirmLinkFrom(await waitForMail(email)), E2E.baseUrl);
  const confirm = await request.post('/api/candidate/confirm-email', {
    data: { token: link.searchParams.get('token') },
  });
  expect(confirm.status()).toBe(200);
  const token = ((await confirm.json()) as { data: { token: string } }).data.token;
  const headers = { Authorization: `Bearer ${token}` };
  const uae = await master(request, 'countries', 'united-arab-emirates');
  const update = await request.patch('/api/candidate/update', {
    headers,
    data: {
      nationality_id: await master(request, 'countries', 'india'),
      current_location: { country_id: uae, state_id: await master(request, 'states', state) },
      total_experience_years: 7,
      skill_ids: [await master(request, 'skills', 'forklift-operation')],
    },
  });
  expect(update.status()).toBe(200);
  const summary = await request.put('/api/candidate/summary', {
    headers,
    data: { headline, summary: 'Reach truck and counterbalance forklifts in a bonded warehouse.' },
  });
  expect(summary.status()).toBe(200);
}

test('an employer searches the CV database with a boolean query and two filters, opens a candidate, files them and saves the search', async ({
  page,
  request,
}) => {
  // A long journey (three sign-ups first) on a shared machine: the default 30 s is not enough.
  test.setTimeout(120_000);
  const tag = `zqcv${Date.now().toString(36)}`;
  await listedCandidate(request, 'Rashida', `Forklift operator ${tag}`, 'dubai');
  await listedCandidate(request, 'Tariq', `Forklift driver ${tag}`, 'sharjah');
  await listedCandidate(request, 'Yasmin', `Hazmat forklift operator ${tag}`, 'dubai');

  await test.step('the employer runs a quick search with a boolean query', async () => {
    await signIn(page, '/auth/employer/sign-in', 'employer@demo.example.com', E2E.demoPassword);
    await expect(page).toHaveURL(/\/employer\/dashboard$/);
    await page.goto('/management/cv-search?no');
    await expect(page.getByRole('heading', { level: 1, name: 'CV search' })).toBeVisible();
    await page.getByLabel('Keywords').fill(`${tag} AND (forklift* OR "reach truck") -hazmat`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Rashida Qasimi' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tariq Qasimi' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Yasmin Qasimi' })).toHaveCount(0);
    expect(await severeViolations(page)).toEqual([]);
  });

  await test.step('two filters narrow it down, and the URL keeps the search', async () => {
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const dubai = filters
      .getByRole('group', { name: 'Current location' })
      .getByRole('checkbox', { name: /Dubai/ });
    await dubai.click();
    await expect(dubai).toBeChecked();
    const forklift = filters
      .getByRole('group', { name: 'Skills (all of them)' })
      .getByRole('checkbox', { name: /Forklift operation/ });
    await forklift.click();
    await expect(forklift).toBeChecked();
    await expect(page).toHaveURL(/current_location=\d+.*skills=\d+/);
    await expect(page.getByRole('link', { name: 'Tariq Qasimi' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Rashida Qasimi' })).toBeVisible();
    await expect(page.locator('mark').first()).toBeVisible();
  });

  await test.step('the employer opens the candidate', async () => {
    await page.getByRole('link', { name: 'Rashida Qasimi' }).click();
    await expect(page).toHaveURL(/\/management\/cv-search\/view\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rashida Qasimi' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to results' })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
  });

  const folder = `Journey folder ${tag}`;
  await test.step('and adds them to a new folder', async () => {
    await page.getByRole('button', { name: 'Add to folder' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'A new folder' }).check();
    await dialog.getByLabel("New folder's name").fill(folder);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: folder })).toBeVisible();
    await page.getByRole('link', { name: folder }).click();
    await expect(page.getByRole('heading', { level: 1, name: folder })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rashida Qasimi' })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
  });

  await test.step('back on the results, the search is saved with a weekly alert', async () => {
    await page.goBack();
    await page.getByRole('link', { name: 'Back to results' }).click();
    await expect(page.getByRole('link', { name: 'Rashida Qasimi' })).toBeVisible();
    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(`Forklift, Dubai ${tag}`);
    await dialog.getByLabel('Alert').selectOption('weekly');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.goto('/management/cv-search/saved-list');
    const saved = page.getByRole('link', { name: `Forklift, Dubai ${tag}` });
    await expect(saved).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
    await saved.click();
    await expect(page.getByRole('link', { name: 'Rashida Qasimi' })).toBeVisible();
    await expect(page.getByLabel('Keywords')).toHaveValue(`${tag} AND (forklift* OR "reach truck") -hazmat`);
  });

  await test.step('the folder list and the advanced search pass axe', async () => {
    await page.goto('/management/cv-folder');
    await expect(page.getByRole('link', { name: folder })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
    await page.goto('/management/cv-search/create');
    await expect(page.getByRole('heading', { level: 1, name: 'New CV search' })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
  });
});

for (const width of [1280, 375]) {
  test(`a recruiter opens a seeded candidate and goes on to a similar one (${width} px)`, async ({
    page,
    request,
  }) => {
    // Signs in twice (API and page) on a shared machine: the default 30 s is not enough.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    // A seeded warehouse candidate: the demo CV database has several on each career track.
    const login = await request.post('/api/user/employer_login', {
      data: { email: 'employer@demo.example.com', password: E2E.demoPassword },
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const found = await request.get('/api/search/candidate?q=forklift&sort=experience', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const first = ((await found.json()) as { data: { id: number; first_name: string; last_name: string }[] })
      .data[0];
    if (!first) throw new Error('the demo CV database has no forklift candidate');

    await signIn(page, '/auth/employer/sign-in', 'employer@demo.example.com', E2E.demoPassword);
    await expect(page).toHaveURL(/\/employer\/dashboard$/);
    await page.goto(`/management/cv-search/view/${first.id}`);
    const name = `${first.first_name} ${first.last_name}`;
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const similar = page.getByRole('region', { name: 'Similar candidates' });
    await similar.scrollIntoViewIfNeeded();
    const links = similar.getByRole('link');
    await expect(links.first()).toBeVisible();
    await expect(links.first()).toContainText(/shared skills?|same designation/);
    expect(await links.count()).toBeLessThanOrEqual(6);
    await expect(similar.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveCount(0);
    expect(await severeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/similar-candidates-${width}.png`, fullPage: true });
    if (width === 1280) {
      // The tablet width in between, for the record.
      await page.setViewportSize({ width: 768, height: 900 });
      await page.screenshot({ path: 'test-results/similar-candidates-768.png', fullPage: true });
      await page.setViewportSize({ width, height: 900 });
    }

    const other = (await links.first().locator('span').first().textContent()) ?? '';
    await links.first().click();
    await expect(page.getByRole('heading', { level: 1, name: other.trim() })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Similar candidates' })).toBeVisible();
  });
}
