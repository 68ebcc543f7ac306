import { cvPdf } from '../apps/server/src/app/seed/cv-pdf';
import { signIn } from './support/accounts';
import { API } from './support/api';
import { newCandidate } from './support/candidates';
import { E2E } from './support/env';
import { expect, type Page, test } from './support/test';

// Issue 29 item 1: a candidate fills her profile from her stored CV, and a recruiter adds a
// candidate starting from the CV. Both at a desk's width and a phone's. The candidate is the
// journey's own, signed up for it, so the shared demo data is neither needed nor changed.

const CURRENT_JOB = { company: 'Gulf Cold Stores', job_title: 'Warehouse Team Leader' };
const EARLIER_JOB = { company: 'Jebel Ali Cargo Movers', job_title: 'Forklift Operator' };
const YEAR = new Date().getUTCFullYear();

/** Her CV as the demo candidate's reads (one line per job), with her own address. */
const cvText = (email: string) =>
  [
    'Warehouse team leader, forklift and reach truck certified',
    `Dubai, UAE | +971 50 555 0142 | ${email}`,
    'Work Experience',
    `${CURRENT_JOB.job_title} | ${CURRENT_JOB.company} | Dubai, UAE | Mar ${YEAR - 3} - Present`,
    '- Lead a shift of twelve pickers, packers and forklift drivers in a 20,000-pallet cold store.',
    `${EARLIER_JOB.job_title} | ${EARLIER_JOB.company} | JAFZA, Dubai | Jan ${YEAR - 6} - Feb ${YEAR - 3}`,
    '- Loaded and unloaded containers for retail replenishment; RF scanning at dispatch.',
    'Skills',
    'Forklift operation, Reach truck operation, Cycle counting, SAP EWM',
  ].join('\n');

/** Screenshots for review only (E2E_SHOTS=1): the journeys stay lean in CI. */
async function shoot(page: Page, name: string, width: number, fullPage = true) {
  if (!process.env.E2E_SHOTS) return;
  const widths = width === 1280 ? [1280, 768] : [375];
  for (const w of widths) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${w}.png`), fullPage });
  }
  await page.setViewportSize({ width, height: 900 });
}

for (const width of [1280, 375]) {
  test(`a candidate fills her work experience from her CV, choosing what to add (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const me = await newCandidate(request, `cv.fill.${width}`);
    const cv = cvPdf('Aisha Rahman', cvText(me.email));
    const stored = await me.api.upload(API.candidate.cv, {
      name: 'aisha-rahman.pdf',
      mimeType: 'application/pdf',
      buffer: cv,
    });
    expect(stored.status()).toBe(200);

    await page.setViewportSize({ width, height: 900 });
    await signIn(page, '/auth/candidate/sign-in', me.email, me.password);
    await expect(page).toHaveURL(/\/candidate$/);
    await page.goto('/candidate/profile#cv');

    await page.getByRole('button', { name: 'Fill my profile from my CV' }).click();
    const sheet = page.getByRole('dialog', { name: 'Review what we read from your CV' });
    await expect(sheet).toBeVisible();
    const work = sheet.getByRole('region', { name: 'Work experience' });
    const current = work.getByRole('checkbox', { name: new RegExp(`^${CURRENT_JOB.job_title} at`) });
    const earlier = work.getByRole('checkbox', { name: new RegExp(`^${EARLIER_JOB.job_title} at`) });
    await expect(current).toBeChecked();
    await expect(earlier).toBeChecked();
    await expect(work.getByLabel('Job title').nth(1)).toHaveValue(EARLIER_JOB.job_title);
    await shoot(page, 'cv-review', width, false);
    await work.scrollIntoViewIfNeeded();
    await shoot(page, 'cv-review-work', width, false);

    // By keyboard: Space on the focused box unticks the current job.
    await current.focus();
    await page.keyboard.press('Space');
    await expect(current).not.toBeChecked();
    await work.getByRole('button', { name: 'Save 1 job' }).click();
    await expect(work.getByRole('status')).toHaveText('Added 1 job to your profile.');
    await expect(earlier).toBeDisabled();
    await sheet.getByRole('button', { name: 'Done' }).click();
    await expect(sheet).toBeHidden();

    const experience = page.getByRole('region', { name: 'Work experience' });
    await expect(experience.getByText(EARLIER_JOB.job_title)).toBeVisible();
    await expect(experience.getByText(CURRENT_JOB.job_title)).toBeHidden();
  });

  test(`a recruiter adds a candidate from the CV, the form filled in for her (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const stamp = `${Date.now()}`.slice(-7);
    const email = `samira.khoury.${stamp}.${width}@e2e.example.com`;
    const phone = `+97155${stamp}`;
    const cv = cvPdf(
      'Samira Khoury - Logistics Coordinator',
      [
        'Samira Khoury',
        `${email} | ${phone} | Dubai, UAE`,
        'Logistics Coordinator with five years in freight forwarding.',
        'Experience',
        `Logistics Coordinator, Al Futtaim Logistics, Dubai, ${YEAR - 4} to present`,
        '- Coordinated import shipments and customs clearance.',
        'Education',
        `Bachelor of Commerce, University of Mumbai, ${YEAR - 9}`,
        'Skills: freight forwarding, customs clearance, MS Excel.',
      ].join('\n'),
    );

    await page.setViewportSize({ width, height: 900 });
    await signIn(page, '/auth/admin-pannel/sign-in', 'ats@demo.example.com', E2E.demoPassword);
    await expect(page).toHaveURL(/\/admin-pannel\/dashboard/);
    await page.goto('/admin-pannel/create/candidates');
    await page
      .getByLabel(/^CV/)
      .setInputFiles({ name: 'samira-khoury.pdf', mimeType: 'application/pdf', buffer: cv });
    await expect(page.getByText(/Filled 5 fields from the CV/)).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Samira');
    await expect(page.getByLabel('Last name')).toHaveValue('Khoury');
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByLabel('Phone')).toHaveValue(phone);
    await expect(page.getByLabel('Desired job').locator('option:checked')).toHaveText(
      'Logistics Coordinator',
    );
    await shoot(page, 'candidate-create-from-cv', width);

    await page.getByLabel('First name').fill('Samira');
    await page.getByRole('button', { name: 'Add candidate' }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'was added' })).toContainText(
      'Samira Khoury was added',
    );
  });
}
