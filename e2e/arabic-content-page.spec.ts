import { signIn } from './support/accounts';
import { E2E } from './support/env';
import { expect, test } from './support/test';

// Issue 31: the content pages have an Arabic version; staff edit it beside the English, and a reader
// of the Arabic page sees it.

test('staff add a paragraph to the Arabic about page; a reader at /ar sees it, the English page does not', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const sentence = `افتتحنا مكتبًا جديدًا في الشارقة ${Date.now().toString(36)}`;
  await signIn(page, '/auth/admin-pannel/sign-in', 'admin@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/admin-pannel\/dashboard$/);
  await page.goto('/admin-pannel/pages/about-us');
  await expect(page.getByRole('heading', { name: 'Edit page: About us', level: 1 })).toBeVisible();

  // The Arabic section holds the page's Arabic version, written right to left.
  await expect(page.getByRole('group', { name: 'Arabic (optional)' })).toBeVisible();
  await expect(page.getByLabel('Title in Arabic')).toHaveValue('من نحن');
  const body = page.getByRole('textbox', { name: 'Page text in Arabic' });
  await expect(body).toHaveAttribute('dir', 'rtl');
  await body.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await body.pressSequentially(sentence);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Page saved.')).toBeVisible();

  const reader = await (await browser.newContext()).newPage();
  await reader.goto('/ar/unauth/about-us');
  await expect(reader.getByRole('heading', { name: 'من نحن', level: 1 })).toBeVisible();
  await expect(reader.getByText(sentence)).toBeVisible();
  await expect(reader.getByTestId('language-note')).toHaveCount(0);
  await expect(reader).toHaveTitle(/^من نحن \| /);

  // The server-rendered head is in Arabic too; the English page keeps its English text.
  const html = await (await request.get('/ar/unauth/about-us')).text();
  expect(html).toContain('<title>من نحن | ');
  await reader.goto('/unauth/about-us');
  await expect(reader.getByRole('heading', { name: 'About us', level: 1 })).toBeVisible();
  await expect(reader.getByText(sentence)).toHaveCount(0);
  await reader.context().close();
});
