import { E2E } from './support/env';
import { DEMO_EMPLOYER, publishDemoJob } from './support/jobs';
import { expect, likeTheFixture, test } from './support/test';

// One posting travels from the employer’s template to a guest’s filtered search: one journey in steps,
// so nothing depends on another test.

const token = `Reefer${Date.now().toString(36)}`;
const title = `Cold Store Supervisor ${token}`;
const employer = DEMO_EMPLOYER;
let searchUrl = '';

test('one posting travels from the employer’s template to a guest’s filtered search, a shared URL and search engines', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await test.step('an employer creates a job from a template and publishes it', async () => {
    const page = await (await browser.newContext()).newPage();
    await publishDemoJob(page, title);
    await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();

    await page.goto('/management/jobs');
    await page.getByRole('tab', { name: /^Published/ }).click();
    await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
    await page.context().close();
  });
  await test.step('a guest finds the job with a filter and opens it', async () => {
    // Its goto waits for the client: the filters here are the client's (server-rendered.spec.ts
    // ticks one before the client takes over).
    const page = likeTheFixture(await (await browser.newContext()).newPage());
    await page.goto('/unauth/search-job');
    await page.getByRole('search').getByLabel('Keyword').fill(token);
    await page.getByRole('search').getByRole('button', { name: 'Search jobs' }).click();
    await expect(page).toHaveURL(new RegExp(`keyword=${token}`));
    // A person narrows down the results they see: wait for the keyword's results and facets.
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    const employerFilter = page.getByRole('group', { name: 'Employer' });
    // The checkbox follows the URL, which the router updates in a transition: click, then wait for it.
    const employerBox = employerFilter.getByRole('checkbox', { name: new RegExp(employer) });
    await employerBox.click();
    await expect(employerBox).toBeChecked();
    await expect(page).toHaveURL(/employer=\d+/);

    const result = page.getByRole('link', { name: title });
    await expect(result).toBeVisible();
    // The keyword is highlighted in the result.
    await expect(page.locator('mark', { hasText: token }).first()).toBeVisible();
    searchUrl = page.url();

    await result.click();
    await expect(page).toHaveURL(/\/unauth\/jobs\/view\/\d+$/);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText(employer).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(token));

    await page.goBack();
    await expect(page).toHaveURL(searchUrl);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.context().close();
  });
  await test.step('the shared search URL reproduces the search in a fresh browser', async () => {
    expect(searchUrl).not.toBe('');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(searchUrl);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('search').getByLabel('Keyword')).toHaveValue(token);
    await expect(
      page.getByRole('group', { name: 'Employer' }).getByRole('checkbox', { name: new RegExp(employer) }),
    ).toBeChecked();
    await context.close();
  });
  await test.step('the job page head carries JobPosting JSON-LD for search engines', async () => {
    const search = await request.get(`/api/jobs/search?keyword=${token}`);
    const id = (await search.json()).data[0].id as number;
    const html = await (await request.get(`/unauth/jobs/view/${id}`)).text();
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    const posting = JSON.parse(json ?? '{}');
    expect(posting).toMatchObject({ '@type': 'JobPosting', title, hiringOrganization: { name: employer } });
    expect(html).toContain(`<link rel="canonical" href="${E2E.baseUrl}/unauth/jobs/view/${id}"`);
  });
});
