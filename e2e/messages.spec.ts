import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { signIn, strongPassword, uniqueEmail } from './support/accounts';
import { API } from './support/api';
import { confirmLinkFrom, countMailWith, waitForMail, waitForMailWith } from './support/mail';
import { newActiveEmployer } from './support/organisations';
import { openApplicant, pageAt } from './support/pipeline';
import { expect, test } from './support/test';

// Issue 28 item 4: the employer writes to an applicant from the applicant panel; the candidate sees
// the unread badge, reads and replies with an attachment; the employer sees the reply and "Read".
// Everything the journey only needs to exist (organisation, job, candidate, application) is made
// over the API; each width is a test of its own with its own people.

const url = (path: string) => `/api/${path}`;
const attachment = join(import.meta.dirname, 'fixtures/candidate-cv.pdf');

async function masterId(request: APIRequestContext, list: string, slug: string): Promise<number> {
  const res = await request.get(url(`master/${list}`));
  const item = ((await res.json()).data as { id: number; slug: string }[]).find((i) => i.slug === slug);
  if (!item) throw new Error(`no ${list} ${slug}`);
  return item.id;
}

/** A fresh employer with a published job, and a fresh candidate who applied for it. */
async function world(request: APIRequestContext, tag: string) {
  const company = `Creek Cargo ${tag}`;
  const org = await newActiveEmployer(request, company);
  const login = await request.post(url(API.user.employerLogin), {
    data: { email: org.email, password: org.password },
  });
  const employer = { authorization: `Bearer ${(await login.json()).data.token as string}` };
  const title = `Reach Truck Driver ${tag}`;
  const job = await request.post(url('jobs/'), {
    headers: employer,
    data: {
      title,
      description: 'Drive reach trucks in a chilled warehouse: put-away, replenishment and cycle counts.',
      status: 'published',
      locations: [
        {
          country_id: await masterId(request, 'countries', 'united-arab-emirates'),
          state_id: await masterId(request, 'states', 'dubai'),
        },
      ],
    },
  });
  expect(job.status(), await job.text()).toBe(201);
  const jobId = (await job.json()).data.id as number;

  const candidate = { first: 'Yusuf', last: 'Karim', email: uniqueEmail('yusuf') };
  const reg = await request.post(url(API.candidate.register), {
    data: {
      first_name: candidate.first,
      last_name: candidate.last,
      email: candidate.email,
      phone: '+971 52 345 6789',
      password: strongPassword,
    },
  });
  expect(reg.status()).toBe(202);
  const token = new URL(confirmLinkFrom(await waitForMail(candidate.email)), 'http://x').searchParams.get(
    'token',
  );
  const confirmed = await request.post(url(API.candidate.confirmEmail), { data: { token } });
  expect(confirmed.status()).toBe(200);
  const applied = await request.post(url('jobs/apply'), {
    headers: { authorization: `Bearer ${(await confirmed.json()).data.token as string}` },
    data: { job_id: jobId },
  });
  expect(applied.status()).toBe(201);
  return { org, company, title, jobId, candidate, applicationId: (await applied.json()).data.id as number };
}

for (const width of [375, 1280]) {
  test(`employer and candidate exchange messages with an attachment and read receipts at ${width} px`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const w = await world(request, `${width}${Date.now().toString(36)}`);
    const fullName = `${w.candidate.first} ${w.candidate.last}`;

    await test.step('the employer writes twice from the applicant panel', async () => {
      const page = await pageAt(browser, width);
      await signIn(page, '/auth/employer/sign-in', w.org.email, w.org.password);
      await expect(page).toHaveURL(/\/employer\/dashboard$/);
      const panel = await openApplicant(page, w.jobId, fullName);
      await panel.getByRole('link', { name: `Message ${w.candidate.first}` }).click();
      await expect(page).toHaveURL(new RegExp(`/management/messages/${w.applicationId}$`));
      await expect(page.getByRole('heading', { name: fullName })).toBeVisible();
      await expect(page.getByText('No messages yet')).toBeVisible();

      const box = page.getByLabel(`Message to ${fullName}`);
      await box.fill(
        'Hello Yusuf, thank you for applying. Are you free for an interview on Tuesday at 10:00?',
      );
      await page.getByRole('button', { name: 'Send' }).click();
      const messages = page.getByRole('list', { name: 'Messages' });
      await expect(messages.getByRole('listitem')).toHaveCount(1);
      await expect(box).toHaveValue('');
      await box.fill('Please also bring your reach truck licence.');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(messages.getByRole('listitem')).toHaveCount(2);
      await expect(messages.getByText('Sent', { exact: true })).toHaveCount(2);
      await page.context().close();
    });

    await test.step('one mail notice reaches the candidate for the two quick messages', async () => {
      const mail = await waitForMailWith(w.candidate.email, `New message about ${w.title}`);
      expect(mail).toContain(`/candidate/messages/${w.applicationId}`);
      // The worker has had time to send a second one, were there one.
      await new Promise((r) => setTimeout(r, 3_000));
      expect(countMailWith(w.candidate.email, `New message about ${w.title}`)).toBe(1);
    });

    await test.step('the candidate sees the badge, reads, and replies with an attachment', async () => {
      const page = await pageAt(browser, width);
      await signIn(page, '/auth/candidate/sign-in', w.candidate.email, strongPassword);
      await expect(page).not.toHaveURL(/sign-in/);
      const badge = page.getByRole('link', { name: '2 unread messages' }).filter({ visible: true });
      await expect(badge).toBeVisible();
      await badge.click();
      await expect(page).toHaveURL(/\/candidate\/messages$/);
      const row = page.getByRole('link', { name: new RegExp(w.company) });
      await expect(row).toContainText('2 unread');
      await row.click();
      await expect(page).toHaveURL(new RegExp(`/candidate/messages/${w.applicationId}$`));
      const messages = page.getByRole('list', { name: 'Messages' });
      await expect(messages).toContainText('Are you free for an interview on Tuesday at 10:00?');
      await expect(messages).toContainText('Please also bring your reach truck licence.');
      // Read: the badge is gone.
      await expect(page.getByRole('link', { name: /unread message/ })).toHaveCount(0);

      await page.getByLabel('Attach a file').setInputFiles(attachment);
      await expect(page.getByRole('button', { name: 'Remove candidate-cv.pdf' })).toBeVisible();
      await page
        .getByLabel(`Message to ${w.company}`)
        .fill('Yes, Tuesday at 10:00 suits me. My licence is attached.');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(messages.getByRole('listitem')).toHaveCount(3);
      await expect(messages.getByRole('button', { name: /candidate-cv\.pdf/ })).toBeVisible();
      await page.context().close();
    });

    await test.step('the employer sees the reply, its attachment, and "Read" on their messages', async () => {
      const page = await pageAt(browser, width);
      await signIn(page, '/auth/employer/sign-in', w.org.email, w.org.password);
      await expect(page).toHaveURL(/\/employer\/dashboard$/);
      await expect(
        page.getByRole('link', { name: '1 unread message' }).filter({ visible: true }),
      ).toBeVisible();
      await page.goto('/management/messages');
      const row = page.getByRole('link', { name: new RegExp(fullName) });
      await expect(row).toContainText('1 unread');
      await row.click();
      const messages = page.getByRole('list', { name: 'Messages' });
      await expect(messages).toContainText('Yes, Tuesday at 10:00 suits me.');
      const download = page.waitForEvent('download');
      await messages.getByRole('button', { name: /candidate-cv\.pdf/ }).click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
      await expect(messages.getByText('Read', { exact: true })).toHaveCount(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.context().close();
    });
  });
}
