import { signIn } from './support/accounts';
import { E2E } from './support/env';
import { severeViolations } from './support/look';
import { expect, test } from './support/test';

test('staff edit the about-us text, preview it, save it, see it public, then restore the text before', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const sentence = `We opened an office in Sharjah ${Date.now().toString(36)}.`;
  await signIn(page, '/auth/admin-pannel/sign-in', 'admin@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/admin-pannel\/dashboard$/);
  await page.goto('/admin-pannel/pages');
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'About us', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit page: About us', level: 1 })).toBeVisible();

  // Edit: a sentence at the end of the page text.
  const body = page.getByRole('textbox', { name: 'Page text', exact: true });
  await body.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await body.pressSequentially(sentence);
  expect(await severeViolations(page)).toEqual([]);

  // Preview shows the unsaved text as the public will see it.
  await page.getByRole('tab', { name: 'Preview' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('article').getByText(sentence)).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'About us', level: 2 })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Page saved.')).toBeVisible();

  // A visitor sees it, with the page's server-rendered title.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/unauth/about-us');
  await expect(visitor.getByText(sentence)).toBeVisible();
  await expect(visitor).toHaveTitle('About us | Logistics Jobs');
  expect(await severeViolations(visitor)).toEqual([]);

  // History: the save is the newest revision; the one below it is the text before. Restore that.
  await page.getByRole('tab', { name: 'History' }).click();
  const views = page.getByRole('button', { name: /^View revision #\d+$/ });
  await expect(views.first()).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await views.nth(1).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('region', { name: 'After' })).not.toContainText(sentence);
  await dialog.getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore this version?' });
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Earlier text restored.')).toBeVisible();
  await expect(page.getByText(/^Restored revision #\d+/).first()).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'About us', level: 1 })).toBeVisible();
  await expect(visitor.getByText(sentence)).toHaveCount(0);
});
