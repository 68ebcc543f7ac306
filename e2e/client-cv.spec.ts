import { signIn } from './support/accounts';
import { E2E } from './support/env';
import { severeViolations } from './support/look';
import { expect, type Page, test } from './support/test';

/** Each width of the brief, a full-page picture kept with the test's results. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a consultancy recruiter presents a candidate to a client: the client CV, a shared link a fresh browser opens without signing in', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const notes = `Available from March, strong on Dubai Trade ${Date.now().toString(36)}`;
  let name = '';

  await test.step('the recruiter opens a demo candidate from the CV search and their client CV', async () => {
    await signIn(page, '/auth/consultancy/sign-in', 'consultancy@demo.example.com', E2E.demoPassword);
    await expect(page).not.toHaveURL(/sign-in/);
    await page.goto('/management/cv-search?q=customs');
    const first = page.locator('main a[href*="/management/cv-search/view/"]').first();
    await expect(first).toBeVisible();
    name = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('link', { name: 'Client CV' }).click();
    await expect(page).toHaveURL(/\/management\/client-cv\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // Bare: no menu, no footer.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    expect(await severeViolations(page)).toEqual([]);
  });

  let link = '';
  await test.step('writes notes for the client, leaves contact out and shares a link', async () => {
    await page.getByLabel('Notes for the client').fill(notes);
    await expect(page.getByRole('article', { name: `CV of ${name}` }).getByText(notes)).toBeVisible();
    await page.getByLabel('Link works for').selectOption('3');
    await page.getByRole('button', { name: 'Share by link' }).click();
    const field = page.getByRole('textbox', { name: 'Shared link' });
    await expect(field).toHaveValue(/\/management\/client-cv\/shared\?token=/);
    link = await field.inputValue();
    await expect(page.getByText(/opened 0 times/).first()).toBeVisible();
    await shoot(page, 'client-cv');
  });

  await test.step('a fresh browser opens the link without signing in and sees the CV only', async () => {
    const client = await browser.newContext();
    const tab = await client.newPage();
    await tab.goto(link);
    await expect(tab.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(tab.getByText(notes)).toBeVisible();
    await expect(tab.getByText(/@/)).toHaveCount(0);
    await expect(tab.getByRole('button', { name: 'Share by link' })).toHaveCount(0);
    await expect(tab.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    expect(await severeViolations(tab)).toEqual([]);
    await shoot(tab, 'client-cv-shared');
    await client.close();
  });

  await test.step('the recruiter sees the open, withdraws the link, and it stops working', async () => {
    await page.reload();
    await expect(page.getByText(/opened 1 time\b/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Withdraw' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Withdraw link' }).click();
    await expect(page.getByText(/^Withdrawn/).first()).toBeVisible();
    const client = await browser.newContext();
    const tab = await client.newPage();
    await tab.goto(link);
    await expect(tab.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
    await expect(tab.getByText(name)).toHaveCount(0);
    await client.close();
  });
});
