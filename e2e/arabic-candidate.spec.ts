import type { APIRequestContext } from '@playwright/test';
import { strongPassword, uniqueEmail } from './support/accounts';
import { API } from './support/api';
import { englishLeft } from './support/look';
import { waitForMailAbout } from './support/mail';
import { newActiveEmployer } from './support/organisations';
import { expect, type Page, test } from './support/test';

// Issue 31 item 7: a job seeker who reads Arabic does everything in Arabic: signs up on the Arabic
// page, confirms from an Arabic mail, searches with Arabic words, applies, and gets the Arabic receipt.
// The job is a new employer's, made for this run, with an English and an Arabic text.

type Item = { id: number; slug: string };

/** A reference only this run's job carries, so the search finds exactly it among the others. */
const ref = `ref${Date.now().toString(36)}`;
const company = `Sahara Cold Stores ${ref}`;
const title = `Warehouse Manager – Pharmaceuticals ${ref}`;
const titleAr = `مدير مستودع – الأدوية ${ref}`;
const descriptionAr =
  'إدارة مستودع أدوية مبرّد في دبي الجنوب، وضمان الالتزام بمتطلبات التخزين والتوزيع الجيد.';

async function publishBilingualJob(request: APIRequestContext): Promise<number> {
  const org = await newActiveEmployer(request, company);
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
      title_ar: titleAr,
      openings: 1,
      description: '<p>Run a temperature-controlled pharmaceutical warehouse in Dubai South.</p>',
      description_ar: `<p>${descriptionAr}</p>`,
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

/** The page is Arabic, right to left, and says nothing of its own in English. */
async function readsArabic(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await englishLeft(page)).toEqual([]);
}

test('a candidate signs up in Arabic, searches in Arabic, applies and gets the Arabic confirmation mail', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('maryam');
  const jobId = await publishBilingualJob(request);

  await test.step('signs up on the Arabic page and confirms from the Arabic mail', async () => {
    await page.goto('/ar/auth/candidate/sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'أنشئ حسابك' })).toBeVisible();
    await readsArabic(page);
    await page.getByLabel('الاسم الأول').fill('مريم');
    await page.getByLabel('اسم العائلة').fill('الحارثي');
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByLabel('رقم الهاتف').fill('+971 50 246 8135');
    await page.getByLabel('كلمة المرور', { exact: true }).fill(strongPassword);
    await page.getByLabel('تأكيد كلمة المرور').fill(strongPassword);
    await page.getByRole('button', { name: 'إنشاء حساب' }).click();
    await expect(page.getByRole('heading', { name: 'تحقّق من بريدك الإلكتروني' })).toBeVisible();
    await readsArabic(page);

    const welcome = await waitForMailAbout(email, 'أكّد عنوان بريدك الإلكتروني');
    expect(welcome.text).toContain('مريم');
    expect(welcome.html).toContain('dir="rtl"');
    const link = /https?:\/\/[^/\s]+(\/ar\/auth\/candidate\/confirm-email\?token=[^\s"<]+)/.exec(
      welcome.text,
    )?.[1];
    expect(link, 'the Arabic mail links to the Arabic confirmation page').toBeDefined();
    await page.goto((link as string).replace(/&amp;/g, '&'));
    await readsArabic(page);
    await page.getByRole('button', { name: 'التأكيد وتسجيل الدخول' }).click();
    await expect(page).toHaveURL(/\/ar\/candidate\/personal-create$/);
    await readsArabic(page);
    await page.getByRole('button', { name: 'تخطَّ الآن' }).click();
    await expect(page).toHaveURL(/\/ar\/candidate$/);
    await expect(page.getByRole('banner')).toContainText('مريم');
    await readsArabic(page);
  });

  await test.step('searches with Arabic words and finds the job by its Arabic title', async () => {
    await page.goto('/ar/candidate/search-job');
    const search = page.getByRole('search');
    // Another form of the words than the title's: "the warehouses" finds "warehouse" (light stemming).
    await search.getByLabel('كلمة البحث').fill(`مدير المستودعات ${ref}`);
    await search.getByRole('button', { name: 'ابحث عن وظائف' }).click();
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: titleAr }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(company);
    await readsArabic(page);
    await card.getByRole('link', { name: titleAr }).click();
    await expect(page).toHaveURL(new RegExp(`/ar/.*${jobId}$`));
  });

  await test.step('reads the job in Arabic and applies', async () => {
    await expect(page.getByRole('heading', { level: 1, name: titleAr })).toBeVisible();
    await expect(page.getByText(descriptionAr)).toBeVisible();
    await readsArabic(page);
    await page
      .getByRole('button', { name: /^قدّم الآن/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `التقديم على وظيفة ${titleAr}` });
    await expect(dialog).toBeVisible();
    await readsArabic(page);
    await dialog.getByLabel('رسالة التقديم (اختياري)').fill('خبرة ثماني سنوات في مستودعات الأدوية المبرّدة.');
    await dialog.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'تم التقديم' }).first()).toBeDisabled();
  });

  await test.step('receives the confirmation mail in Arabic, with the Arabic title and links to the Arabic pages', async () => {
    const mail = await waitForMailAbout(email, 'تم إرسال طلبك');
    expect(mail.subject).toBe(`تم إرسال طلبك: ${titleAr}`);
    expect(mail.text).toContain('مرحباً مريم');
    expect(mail.text).toContain(`تم إرسال طلبك لوظيفة ${titleAr} لدى ${company}`);
    expect(mail.text).toContain('عرض طلباتك');
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(mail.text).not.toContain('Your application');
    const applied = /https?:\/\/[^/\s]+(\/ar\/candidate\/job\/applied)/.exec(mail.text)?.[1];
    expect(applied, 'the mail links to the Arabic applications page').toBeDefined();

    // The mail's link opens the Arabic list of applications, with this one in it.
    await page.goto(applied as string);
    const card = page.getByRole('article').filter({ hasText: titleAr });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('تم التقديم', { exact: true })).toBeVisible();
    await readsArabic(page);
  });
});
