import { cvPdf } from '../apps/server/src/app/seed/cv-pdf';
import { signIn, uniqueEmail } from './support/accounts';
import { API } from './support/api';
import { E2E } from './support/env';
import { severeViolations } from './support/look';
import { apiToken, newActiveEmployer } from './support/organisations';
import { expect, test } from './support/test';

/*
 * Issue 29: a recruiter adds a candidate by hand, completes his profile (nationality, location,
 * experience) before he claims the account, finds him in the CV search and files him in a folder;
 * and the add form warns of the seeded candidate of +971 50 100 1037 typed as a local number.
 * And an employer adds one from his CV (the form filled from it), leaves the profile incomplete and
 * finds him at once by a word of the CV; another organisation does not find him.
 */

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a recruiter adds a candidate, completes him and finds him in the CV search', async ({ page }) => {
      test.setTimeout(120_000);
      // Letters only: a name takes no digits.
      const tag = `Zq${`${Date.now().toString(36)}${width}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)] ?? '')}`;
      const name = `Karim ${tag}`;
      await signIn(page, '/auth/consultancy/sign-in', 'consultancy@demo.example.com', E2E.demoPassword);
      await expect(page).not.toHaveURL(/sign-in/);

      await test.step('adds the candidate by hand', async () => {
        await page.goto('/management/candidates/create');
        await page.getByLabel('First name').fill('Karim');
        await page.getByLabel('Last name').fill(tag);
        await page.getByLabel('E-mail').fill(uniqueEmail('added-journey'));
        await page.getByLabel('Phone').fill(`056 ${String(Date.now()).slice(-7)}`);
        await page.getByRole('button', { name: 'Add candidate' }).click();
        const status = page.getByRole('main').getByRole('status');
        await expect(status).toContainText(`${name} was added and invited by e-mail.`);
        await status.getByRole('link', { name: 'Open the profile to complete it' }).click();
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      });

      await test.step('completes nationality, location and experience', async () => {
        await page.getByRole('button', { name: 'Edit profile' }).click();
        await page.getByRole('button', { name: 'Edit personal details' }).click();
        await page.getByLabel('Nationality').selectOption({ label: 'Jordan' });
        await page.getByLabel('Country', { exact: true }).selectOption({ label: 'United Arab Emirates' });
        await page.getByLabel('Emirate / state').selectOption({ label: 'Dubai' });
        await page.getByLabel('Total experience (years)').fill('8');
        await page
          .getByRole('region', { name: 'Complete the profile' })
          .getByRole('button', { name: 'Save', exact: true })
          .click();
        const editor = page.getByRole('region', { name: 'Complete the profile' });
        await expect(editor.getByText('8 years')).toBeVisible();
        // The CV search reads the profile's words (headline, summary, CV), not the name.
        await editor.getByRole('button', { name: 'Edit headline and summary' }).click();
        await editor.getByRole('textbox', { name: 'Headline' }).fill(`Fleet controller ${tag}`);
        await editor.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(editor.getByText(`Fleet controller ${tag}`)).toBeVisible();
        expect(await severeViolations(page)).toEqual([]);
        await page.screenshot({ path: test.info().outputPath(`added-edit-${width}.png`), fullPage: true });
      });

      await test.step('finds him in the CV search and adds him to a folder', async () => {
        await page.goto('/management/cv-search');
        await page.getByLabel('Keywords').fill(tag);
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await page.getByRole('link', { name }).click();
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        await page.getByRole('button', { name: 'Add to folder' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('radio', { name: 'A new folder' }).check();
        await dialog.getByLabel("New folder's name").fill(`Added ${tag}`);
        await dialog.getByRole('button', { name: 'Add' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('link', { name: `Added ${tag}` })).toBeVisible();
      });
    });

    test('an employer adds a candidate from his CV and finds him at once; another organisation does not', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      // Random letters from the first: two runs' words share no prefix (a prefix finds both).
      const tag = `Zv${Array.from({ length: 10 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('')}`;
      const stamp = `${Date.now()}`.slice(-7);
      const email = `rayan.${stamp}.${width}@e2e.example.com`;
      const cv = cvPdf(
        'Rayan Haddad - Fleet Dispatcher',
        [
          `${email} | +97156${stamp} | Dubai, UAE`,
          `Fleet dispatcher for reefer trucks, ${tag} route planning.`,
          'Experience',
          `Fleet Dispatcher, Gulf Cold Stores, Dubai, ${new Date().getUTCFullYear() - 3} to present`,
        ].join('\n'),
      );
      await signIn(page, '/auth/employer/sign-in', 'employer@demo.example.com', E2E.demoPassword);
      await expect(page).not.toHaveURL(/sign-in/);

      await test.step('adds him from the CV, the form filled from it, the profile left incomplete', async () => {
        await page.goto('/management/candidates/create');
        await page
          .getByLabel(/^CV/)
          .setInputFiles({ name: 'rayan-haddad.pdf', mimeType: 'application/pdf', buffer: cv });
        await expect(page.getByText(/Filled \d+ fields? from the CV/)).toBeVisible();
        await expect(page.getByLabel('First name')).toHaveValue('Rayan');
        // "Rayan Haddad - Fleet Dispatcher": the name, without the title beside it.
        await expect(page.getByLabel('Last name')).toHaveValue('Haddad');
        await expect(page.getByLabel('E-mail')).toHaveValue(email);
        await page.screenshot({ path: test.info().outputPath(`added-from-cv-${width}.png`), fullPage: true });
        await page.getByRole('button', { name: 'Add candidate' }).click();
        await expect(page.getByRole('main').getByRole('status')).toContainText(
          'was added and invited by e-mail.',
        );
      });

      await test.step('finds him at once in the CV search by a word of his CV', async () => {
        await page.goto('/management/cv-search');
        await page.getByLabel('Keywords').fill(tag);
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        // The search has answered (one candidate) before his link is looked for: other runs' Rayan
        // Haddads are in the list until then.
        await expect(page.getByRole('link', { name: 'E-mail all 1', exact: true })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Rayan Haddad', exact: true })).toBeVisible();
        expect(await severeViolations(page)).toEqual([]);
        await page.screenshot({ path: test.info().outputPath(`added-found-${width}.png`), fullPage: true });
      });

      await test.step('another organisation does not find him', async () => {
        const otherOrg = await newActiveEmployer(request, `Other Freight ${tag}`);
        const headers = await apiToken(request, API.user.employerLogin, otherOrg.email, otherOrg.password);
        const res = await request.get(`/api/${API.cvSearch.search}`, { headers, params: { q: tag } });
        expect(res.status()).toBe(200);
        expect(((await res.json()) as { meta: { total: number } }).meta.total).toBe(0);
      });
    });

    test('the add form warns of a duplicate typed as a local number', async ({ page }) => {
      await signIn(page, '/auth/consultancy/sign-in', 'consultancy@demo.example.com', E2E.demoPassword);
      await expect(page).not.toHaveURL(/sign-in/);
      await page.goto('/management/candidates/create');
      await page.getByLabel('First name').fill('Someone');
      await page.getByLabel('Last name').fill('Else');
      await page.getByLabel('E-mail').fill(uniqueEmail('dup-journey'));
      await page.getByLabel('Phone').fill('050 100 1037');
      await page.getByRole('button', { name: 'Add candidate' }).click();
      const offer = page.getByRole('alert').filter({ hasText: 'This candidate is already in the database' });
      await expect(offer).toContainText('same phone');
      expect(await severeViolations(page)).toEqual([]);
      await page.screenshot({
        path: test.info().outputPath(`duplicate-warning-${width}.png`),
        fullPage: true,
      });
    });
  });
}
