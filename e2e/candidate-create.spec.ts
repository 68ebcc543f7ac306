import { signIn, strongPassword, uniqueEmail } from './support/accounts';
import { E2E } from './support/env';
import { severeViolations } from './support/look';
import { waitForMail } from './support/mail';
import { expect, type Page, test } from './support/test';

async function shoot(page: Page, name: string) {
  for (const width of [1280, 768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The claim link of the invitation mail (quoted-printable undone). */
function claimLinkFrom(raw: string): string {
  const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https?:\/\/[^/\s]+(\/auth\/claim-account\?token=[A-Za-z0-9_-]+)/.exec(body)?.[1];
  if (!link) throw new Error('no claim link in the mail');
  return link;
}

test('staff add a candidate with a CV, the duplicate check finds them, and the candidate claims the account', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('added-candidate');
  const phone = `+971 56 ${String(Date.now()).slice(-7)}`;

  await test.step('staff add the candidate with a CV and a desired job', async () => {
    await signIn(page, '/auth/admin-pannel/sign-in', 'ats@demo.example.com', E2E.demoPassword);
    await expect(page).toHaveURL(/\/admin-pannel\/dashboard/);
    await page.goto('/admin-pannel/create/candidates');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a candidate' })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
    await page.getByLabel('First name').fill('Leena');
    await page.getByLabel('Last name').fill('Varghese');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Phone').fill(phone);
    await page.getByLabel('Desired job').selectOption({ label: 'Warehouse Supervisor' });
    await page.getByLabel(/^CV/).setInputFiles('e2e/fixtures/candidate-cv.pdf');
    await page.getByRole('button', { name: 'Add candidate' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Leena Varghese was added and invited by e-mail.',
    );
    await shoot(page, 'candidate-create');
  });

  await test.step('adding the same phone again offers the existing candidate instead', async () => {
    await page.getByLabel('First name').fill('Leena');
    await page.getByLabel('Last name').fill('V');
    await page.getByLabel('E-mail').fill(uniqueEmail('other-address'));
    await page.getByLabel('Phone').fill(phone.replace(/ /g, ''));
    await page.getByRole('button', { name: 'Add candidate' }).click();
    const offer = page.getByRole('alert').filter({ hasText: 'This candidate is already in the database' });
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('Leena Varghese');
    await expect(offer).toContainText('same phone');
    expect(await severeViolations(page)).toEqual([]);
  });

  await test.step('the candidate claims the account from the mail and signs in', async () => {
    const link = claimLinkFrom(await waitForMail(email));
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(link);
    await expect(tab.getByText(/added your profile/)).toBeVisible();
    expect(await severeViolations(tab)).toEqual([]);
    await shoot(tab, 'claim-account');
    await tab.getByLabel('Choose a password').fill(strongPassword);
    await tab.getByLabel('Confirm password').fill(strongPassword);
    await tab.getByRole('button', { name: 'Claim my account' }).click();
    await expect(tab.getByText('The account is yours. Sign in with your password.')).toBeVisible();
    await signIn(tab, '/auth/candidate/sign-in', email, strongPassword);
    await expect(tab).toHaveURL(/:\d+\/candidate(\/|$)/);
    await context.close();
  });
});
