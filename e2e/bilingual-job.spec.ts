import { API } from './support/api';
import { publishDemoJob } from './support/jobs';
import { englishLeft } from './support/look';
import { apiToken } from './support/organisations';
import { expect, likeTheFixture, test } from './support/test';

// Issue 31: an employer advertises a job in English and Arabic; each language's page shows its own
// text, and a job advertised in English only says so on its Arabic page.

const token = `Bilingual${Date.now().toString(36)}`;
const title = `Air Cargo Supervisor ${token}`;
const titleAr = `مشرف شحن جوي ${token}`;
const descriptionAr = 'قيادة فريق الشحن الجوي في مطار دبي وضمان تسليم الشحنات في مواعيدها.';

test('an employer posts a bilingual job; the Arabic page shows the Arabic text, the English one the English', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  let id = '';
  await test.step('the employer fills in the Arabic section and publishes', async () => {
    const page = await (await browser.newContext()).newPage();
    id = await publishDemoJob(page, title, async (p) => {
      const arabicTitle = p.getByLabel('Job title in Arabic');
      await expect(arabicTitle).toHaveAttribute('dir', 'rtl');
      await arabicTitle.fill(titleAr);
      const editor = p.getByRole('textbox', { name: 'Description in Arabic' });
      await expect(editor).toHaveAttribute('dir', 'rtl');
      await editor.fill(descriptionAr);
    });
    // The employer's own page says the job is advertised in Arabic as well.
    await expect(page.getByText('Also in Arabic')).toBeVisible();
    await page.context().close();
  });

  await test.step('the Arabic public page reads right to left in Arabic, rendered by the server', async () => {
    const html = await (await request.get(`/ar/unauth/jobs/view/${id}`)).text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain(titleAr);
    expect(html).toContain(descriptionAr);

    const page = await (await browser.newContext()).newPage();
    await page.goto(`/ar/unauth/jobs/view/${id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: titleAr })).toBeVisible();
    await expect(page.getByText(descriptionAr)).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
    await expect(page.getByTestId('language-note')).toHaveCount(0);
    await page.context().close();
  });

  await test.step('the English page shows the English title and description', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`/unauth/jobs/view/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(descriptionAr)).toHaveCount(0);
    await page.context().close();
  });

  await test.step('a job advertised in English only shows its English text on the Arabic page, with a note', async () => {
    // The employer's second job of this run, in English only (posted over the API: the form is above).
    const englishOnly = `Reefer Technician ${token}`;
    const headers = await apiToken(request, API.user.employerLogin, 'employer@demo.example.com');
    const places = async (name: string) =>
      (await (await request.get(`/api/master/${name}`)).json()).data as { id: number; slug: string }[];
    const posted = await request.post('/api/jobs/', {
      headers,
      data: {
        status: 'published',
        title: englishOnly,
        openings: 1,
        description: '<p>Service reefer containers at the Jebel Ali yard.</p>',
        skill_ids: [],
        locations: [
          {
            country_id: (await places('countries')).find((c) => c.slug === 'united-arab-emirates')?.id,
            state_id: (await places('states')).find((s) => s.slug === 'dubai')?.id,
          },
        ],
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const englishId = (await posted.json()).data.id as number;

    const page = likeTheFixture(await (await browser.newContext()).newPage());
    await page.goto(`/ar/unauth/jobs/view/${englishId}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const heading = page.getByRole('heading', { level: 1, name: englishOnly });
    await expect(heading).toBeVisible();
    await expect(heading).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Service reefer containers at the Jebel Ali yard.')).toBeVisible();
    await expect(page.getByTestId('language-note').first()).toHaveText(
      'هذه الوظيفة معلنة باللغة الإنجليزية فقط.',
    );
    // Only the job's own text is English; the page around it is Arabic.
    expect(await englishLeft(page)).toEqual([]);
    await page.context().close();
  });
});
