import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { signIn, signUpCandidateSkippingWizard, uniqueEmail } from './support/accounts';
import { API } from './support/api';
import { offerLinkFrom, waitForMailWith } from './support/mail';
import { newActiveEmployer } from './support/organisations';
import { makeOffer, openApplicant, pageAt } from './support/pipeline';
import { expect, test } from './support/test';

// Issue 28 item 5: an employer makes an offer from the applicant panel, the candidate opens the
// mail's signed link signed out, downloads the PDF and accepts; the application is hired and the
// employer is asked whether to close the job whose one opening is now filled. A new employer of its
// own per run, so no demo job (some carry screening questions) is touched.

type Item = { id: number; slug: string };

async function publishJob(
  request: Parameters<Parameters<typeof test>[2]>[0]['request'],
  org: { email: string; password: string },
  title: string,
) {
  const login = await request.post(`/api/${API.user.employerLogin}`, {
    data: { email: org.email, password: org.password },
  });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).data.token as string}` };
  const list = async (name: string) =>
    (await (await request.get(`/api/master/${name}`)).json()).data as Item[];
  const slug = async (name: string, s: string) => (await list(name)).find((i) => i.slug === s)?.id;
  const job = await request.post('/api/jobs/', {
    headers,
    data: {
      status: 'published',
      title,
      openings: 1,
      description: 'Drive reach trucks in a bonded warehouse in Jebel Ali; day shifts, six days a week.',
      designation_id: (await list('designations'))[0]?.id,
      functional_area_id: await slug('functional_areas', 'warehousing'),
      industry_id: await slug('industries', 'third-party-logistics-3pl'),
      skill_ids: [],
      locations: [
        {
          country_id: await slug('countries', 'united-arab-emirates'),
          state_id: await slug('states', 'dubai'),
        },
      ],
    },
  });
  expect(job.status(), await job.text()).toBe(201);
  return (await job.json()).data.id as number;
}

for (const width of [1280, 375]) {
  test(`an offer is made, read from the mail, accepted and the job filled (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const stamp = `${Date.now()}`.slice(-6);
    const company = `Dune Logistics ${stamp} ${width}`;
    const title = `Reach Truck Operator ${stamp}`;
    const candidate = {
      firstName: 'Rashid',
      lastName: width === 375 ? 'Noorani' : 'Noorzai',
      email: uniqueEmail('rashid'),
      phone: '+971 50 111 2233',
    };
    const fullName = `${candidate.firstName} ${candidate.lastName}`;
    const org = await newActiveEmployer(request, company);
    const jobId = await publishJob(request, org, title);

    await test.step('a candidate applies', async () => {
      const page = await pageAt(browser, width);
      await signUpCandidateSkippingWizard(page, candidate);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const applied = await request.post(`/api/${API.jobs.apply}`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { job_id: jobId },
      });
      expect(applied.status()).toBe(201);
      await page.context().close();
    });

    await test.step('the employer writes an offer template and makes the offer from the applicant panel', async () => {
      const page = await pageAt(browser, width);
      await signIn(page, '/auth/employer/sign-in', org.email, org.password);
      await expect(page).toHaveURL(/\/employer\/dashboard$/);
      await page.goto('/management/offer-templates');
      await expect(page.getByText('No offer templates yet')).toBeVisible();
      await page.getByRole('button', { name: 'New template' }).click();
      const editor = page.getByRole('dialog', { name: 'New offer template' });
      await editor.getByLabel('Template name').fill('Warehouse offer');
      const letter = editor.getByLabel('Letter text');
      await letter.fill('Dear ');
      await editor.getByRole('button', { name: 'Candidate name' }).click();
      await letter.press('End');
      await letter.pressSequentially(
        ', we offer you {{job.title}} for {{offer.salary}} from {{offer.start_date}}.',
      );
      await expect(letter).toHaveValue(/^Dear \{\{candidate\.name\}\}, we offer you/);
      await editor.getByRole('button', { name: 'Save template' }).click();
      await expect(editor).toBeHidden();
      await expect(page.getByText('Warehouse offer')).toBeVisible();

      const panel = await openApplicant(page, jobId, fullName);
      await makeOffer(page, panel, {
        candidate: fullName,
        salary: '9200',
        benefits: 'Housing allowance and transport',
      });
      await expect(panel.getByText('AED 9,200 per month')).toBeVisible();
      await expect(panel.getByText('Offered', { exact: true }).first()).toBeVisible();
      await page.context().close();
    });

    await test.step('the candidate opens the mail link signed out, downloads the PDF and accepts', async () => {
      const mail = await waitForMailWith(candidate.email, 'Job offer');
      const page = await pageAt(browser, width);
      await page.goto(offerLinkFrom(mail));
      await expect(page.getByRole('heading', { name: 'Your job offer' })).toBeVisible();
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByText('AED 9,200 per month', { exact: true })).toBeVisible();

      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download PDF' }).click();
      const pdf = await readFile(await (await download).path());
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      expect(text).toContain(`Dear ${fullName}, we offer you ${title} for AED 9,200 per month`);
      expect(text).toContain('Benefits: Housing allowance and transport');

      await page.getByRole('button', { name: 'Accept offer' }).click();
      const confirm = page.getByRole('dialog', { name: 'Accept this offer?' });
      await confirm.getByRole('button', { name: 'Accept offer' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByText('You accepted this offer. Congratulations!')).toBeVisible();
      await page.context().close();
    });

    await test.step('the application is hired and the employer is asked to close the filled job', async () => {
      const page = await pageAt(browser, width);
      await signIn(page, '/auth/employer/sign-in', org.email, org.password);
      await expect(page).toHaveURL(/\/employer\/dashboard$/);
      const panel = await openApplicant(page, jobId, fullName);
      await expect(panel.getByText('Accepted', { exact: true })).toBeVisible();
      await expect(panel.getByText('Hired', { exact: true }).first()).toBeVisible();
      await expect(panel.getByText('All openings are filled — close the job?')).toBeVisible();
      await panel.getByRole('button', { name: 'Close the job' }).click();
      await expect(panel.getByText('All openings are filled — close the job?')).toBeHidden();
      await panel.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
      await page.context().close();
    });
  });
}
