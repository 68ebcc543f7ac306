import { signIn, strongPassword, uniqueEmail } from './support/accounts';
import { E2E } from './support/env';
import { severeViolations } from './support/look';
import { confirmLinkFrom, waitForMail } from './support/mail';
import { type APIRequestContext, type Browser, expect, type Page, test } from './support/test';

// A candidate sees her consents in the account section and withdraws CV database visibility; the
// recruiter's CV search stops finding her at once. Each role signs in once, through the form.

async function master(request: APIRequestContext, list: string, slug: string): Promise<number> {
  const res = await request.get(`/api/master/${list}`);
  const item = ((await res.json()) as { data: { id: number; slug: string }[] }).data.find(
    (i) => i.slug === slug,
  );
  if (!item) throw new Error(`no ${list} ${slug}`);
  return item.id;
}

/** A candidate the CV database lists, made over the API (her sign-up is another journey's). */
async function listedCandidate(request: APIRequestContext, headline: string) {
  const email = uniqueEmail('consent');
  const reg = await request.post('/api/candidate/register', {
    data: {
      first_name: 'Layla',
      last_name: 'Consent',
      email,
      phone: '+971 50 765 1122',
      password: strongPassword,
    },
  });
  expect(reg.status()).toBe(202);
  const link = new URL(confirmLinkFrom(await waitForMail(email)), E2E.baseUrl);
  const confirm = await request.post('/api/candidate/confirm-email', {
    data: { token: link.searchParams.get('token') },
  });
  expect(confirm.status()).toBe(200);
  const headers = {
    Authorization: `Bearer ${((await confirm.json()) as { data: { token: string } }).data.token}`,
  };
  const uae = await master(request, 'countries', 'united-arab-emirates');
  const ok = async (res: Promise<{ status(): number }>) => expect((await res).status()).toBe(200);
  await ok(
    request.patch('/api/candidate/update', {
      headers,
      data: {
        nationality_id: await master(request, 'countries', 'india'),
        current_location: { country_id: uae, state_id: await master(request, 'states', 'dubai') },
        total_experience_years: 6,
      },
    }),
  );
  await ok(request.put('/api/candidate/summary', { headers, data: { headline, summary: 'Cold chain.' } }));
  await ok(request.post('/api/candidate/onboarding', { headers, data: { action: 'skip' } }));
  return email;
}

async function pageAt(browser: Browser, width: number): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize({ width, height: 900 });
  return page;
}

for (const width of [1280, 375]) {
  test(`at ${width} px a candidate withdraws CV database visibility and the CV search stops finding her`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const tag = `zqconsent${Date.now().toString(36)}`;
    const email = await listedCandidate(request, `Cold chain supervisor ${tag}`);
    const recruiter = await pageAt(browser, width);
    const candidate = await pageAt(browser, width);
    const search = async () => {
      await recruiter.getByLabel('Keywords').fill(tag);
      await recruiter.getByRole('button', { name: 'Search', exact: true }).click();
    };

    await test.step('the recruiter finds her in the CV search', async () => {
      await signIn(recruiter, '/auth/employer/sign-in', 'employer@demo.example.com', E2E.demoPassword);
      await expect(recruiter).toHaveURL(/\/employer\/dashboard$/);
      await recruiter.goto('/management/cv-search?no');
      await search();
      await expect(recruiter.getByRole('link', { name: 'Layla Consent' })).toBeVisible();
    });

    await test.step('she sees her consents in the account section, with when and how', async () => {
      await signIn(candidate, '/auth/candidate/sign-in', email, strongPassword);
      await expect(candidate).toHaveURL(/\/candidate$/);
      await candidate.goto('/candidate/profile#account');
      const section = candidate.getByRole('list', { name: 'Your consents' });
      await expect(section).toContainText('Terms of use: agreed');
      await expect(section).toContainText('Privacy notice: agreed');
      await expect(section).toContainText('CV database visibility: agreed');
      await expect(section).toContainText('Sign-up form · version 2026-01');
      await section.scrollIntoViewIfNeeded();
      expect(await severeViolations(candidate)).toEqual([]);
    });

    await test.step('she withdraws CV database visibility', async () => {
      const section = candidate.getByRole('list', { name: 'Your consents' });
      await section.getByRole('button', { name: 'Withdraw consent: CV database visibility' }).click();
      await expect(candidate.getByText('Consent withdrawn.')).toBeVisible();
      await expect(section).toContainText('CV database visibility: withdrawn');
      await expect(section).toContainText('Account section');
      await expect(
        section.getByRole('button', { name: 'Give consent: CV database visibility' }),
      ).toBeVisible();
    });

    await test.step('the recruiter’s search no longer finds her', async () => {
      // The same search again (its URL), read fresh from the server.
      const answer = recruiter.waitForResponse((r) => r.url().includes('/api/search/candidate?'));
      await recruiter.reload();
      expect(((await (await answer).json()) as { meta: { total: number } }).meta.total).toBe(0);
      await expect(recruiter.getByRole('link', { name: 'Layla Consent' })).toHaveCount(0);
    });
  });
}
