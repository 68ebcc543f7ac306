import { PAGE_DEFAULTS } from '@portal/contract/page-defaults';
import { PAGE_DEFAULTS_AR } from '@portal/contract/page-defaults-ar';
import { PAGE_ARABIC_TITLE_NEEDED } from '@portal/contract/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { pagesApi } from '../../../test/helpers/pages';
import { DEMO, signIn } from '../../../test/helpers/requests';

// Issue 31: a content page carries its Arabic version beside the English one.
let t: Awaited<ReturnType<typeof setupFile>>;
let admin: string;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
});
afterAll(() => t.close());

const call = pagesApi(() => t.app);
const html = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const NO_ARABIC = { title_ar: '', intro_ar: '', meta_description_ar: '', body_ar: '' };

// Each test works on a page of its own: the file's tests share one database and run shuffled.
describe('content pages in Arabic', () => {
  it('answers the shipped Arabic text beside the English of a page nobody edited', async () => {
    const page = (await call(null, 'GET', '/privacy-policy')).json().data;
    expect(page).toMatchObject({
      title: PAGE_DEFAULTS['privacy-policy'].title,
      title_ar: 'سياسة الخصوصية',
      intro_ar: PAGE_DEFAULTS_AR['privacy-policy'].intro_ar,
      body_html_ar: PAGE_DEFAULTS_AR['privacy-policy'].body_html_ar,
    });
  });

  it('saves the Arabic version sanitised, keeps it in the history and restores it', async () => {
    const first = await call(admin, 'PATCH', '/training', {
      title_ar: 'تدريب عملي لفرق المستودعات',
      intro_ar: 'دورات قصيرة لمشرفي المستودعات والنقل في دبي.',
      meta_description_ar: 'دورات قصيرة لمشرفي المستودعات والنقل في دبي وأبوظبي.',
      body_ar: '<p>السلامة أولًا.</p><script>alert(1)</script>',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      title_ar: 'تدريب عملي لفرق المستودعات',
      body_html_ar: '<p>السلامة أولًا.</p>',
      title: PAGE_DEFAULTS.training.title,
    });
    const read = (await call(null, 'GET', '/training')).json().data;
    expect(read.intro_ar).toBe('دورات قصيرة لمشرفي المستودعات والنقل في دبي.');

    const history = (await call(admin, 'GET', '/training/history')).json().data;
    const saved = history[0];
    expect(saved.changed).toEqual(
      expect.arrayContaining(['title_ar', 'intro_ar', 'meta_description_ar', 'body_html_ar']),
    );
    expect(saved.changed).not.toContain('title');

    const second = await call(admin, 'PATCH', '/training', { title_ar: 'التدريب للشركات' });
    expect(second.json().data.title_ar).toBe('التدريب للشركات');
    const revision = (await call(admin, 'GET', `/training/history/${saved.id}`)).json().data;
    expect(revision.after.title_ar).toBe('تدريب عملي لفرق المستودعات');
    expect(revision.before.title_ar).toBe(PAGE_DEFAULTS_AR.training.title_ar);
    const restored = await call(admin, 'POST', `/training/history/${saved.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.title_ar).toBe('تدريب عملي لفرق المستودعات');
  });

  it('refuses Arabic text without an Arabic title, also against the stored page, and writes nothing', async () => {
    const both = await call(admin, 'PATCH', '/webinar', { title_ar: '', body_ar: '<p>جلسات مباشرة.</p>' });
    expect(both.statusCode).toBe(400);
    expect(both.json().message.title_ar).toEqual([PAGE_ARABIC_TITLE_NEEDED]);

    const cleared = await call(admin, 'PATCH', '/webinar', NO_ARABIC);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({
      title_ar: null,
      intro_ar: null,
      meta_description_ar: null,
      body_html_ar: null,
    });
    const alone = await call(
      admin,
      'PATCH',
      '/webinar',
      { intro_ar: 'جلسات مباشرة قصيرة.' },
      { 'accept-language': 'ar' },
    );
    expect(alone.statusCode).toBe(400);
    expect(alone.json().message.title_ar).toEqual(['أدخل العنوان العربي ليرافق النص العربي']);

    for (const bad of [{ title_ar: 'أ' }, { title_ar: 42 }, { meta_description_ar: 'قصير' }]) {
      const res = await call(admin, 'PATCH', '/webinar', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(res.json().message)).toEqual(Object.keys(bad));
    }
    const after = (await call(null, 'GET', '/webinar')).json().data;
    expect(after).toMatchObject({ title_ar: null, intro_ar: null });
    const history = (await call(admin, 'GET', '/webinar/history')).json();
    expect(history.meta.total).toBe(1);
  });

  it("keeps the pricing page's Arabic plan cards: shipped, saved, in the history, restored and cleared", async () => {
    const shipped = (await call(null, 'GET', '/pricing')).json().data;
    expect(shipped.plans_ar).toEqual(PAGE_DEFAULTS_AR.pricing.plans_ar);
    expect(shipped.plans_ar.map((p: { name: string }) => p.name)).toEqual([
      'الأساسية',
      'القياسية',
      'الممتازة',
    ]);

    const card = {
      name: 'باقة المستودعات',
      price: '1,500 درهم شهريًا',
      audience: 'لمستودع واحد',
      features: ['خمس وظائف في الوقت نفسه', 'دعم عبر الهاتف'],
      highlighted: true,
    };
    const saved = await call(admin, 'PATCH', '/pricing', { plans_ar: [card] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.plans_ar).toEqual([card]);
    expect(saved.json().data.plans).toEqual(PAGE_DEFAULTS.pricing.plans);
    expect((await call(null, 'GET', '/pricing')).json().data.plans_ar).toEqual([card]);

    const [revision] = (await call(admin, 'GET', '/pricing/history')).json().data;
    expect(revision.changed).toEqual(['plans_ar']);
    const cleared = await call(admin, 'PATCH', '/pricing', { plans_ar: null });
    expect(cleared.json().data.plans_ar).toBeNull();
    const restored = await call(admin, 'POST', `/pricing/history/${revision.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.plans_ar).toEqual([card]);
  });

  it('refuses Arabic plan cards of the wrong shape, or on a page without plans, and writes nothing', async () => {
    const before = (await call(null, 'GET', '/pricing')).json().data.plans_ar;
    const card = { name: 'أساسية', price: '', audience: '', features: ['ميزة'], highlighted: false };
    const bad = [
      { plans_ar: [] },
      { plans_ar: 'الأساسية' },
      { plans_ar: [{ ...card, name: '' }] },
      { plans_ar: [{ ...card, features: [] }] },
      { plans_ar: [{ ...card, colour: 'red' }] },
      { plans_ar: Array.from({ length: 7 }, () => card) },
    ];
    for (const body of bad) {
      const res = await call(admin, 'PATCH', '/pricing', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().message)[0], JSON.stringify(body)).toMatch(/^plans_ar/);
    }
    const arabic = await call(admin, 'PATCH', '/pricing', { plans_ar: [] }, { 'accept-language': 'ar' });
    expect(arabic.json().message.plans_ar).toEqual(['أبقِ باقة واحدة على الأقل']);
    expect((await call(null, 'GET', '/pricing')).json().data.plans_ar).toEqual(before);

    const elsewhere = await call(admin, 'PATCH', '/rpo', { plans_ar: [card] });
    expect(elsewhere.statusCode).toBe(400);
    expect(Object.keys(elsewhere.json().message)).toEqual(['plans_ar']);
    expect((await call(null, 'GET', '/rpo')).json().data).toMatchObject({ plans: null, plans_ar: null });
  });

  it("renders the Arabic page's head in Arabic, and the English one where the page has no Arabic", async () => {
    const shipped = await html('/ar/unauth/services/learning');
    expect(shipped.body).toContain('<title>التعلّم | Logistics Jobs</title>');
    expect(shipped.body).toContain(
      `<meta name="description" content="${PAGE_DEFAULTS_AR.learning.meta_description_ar}">`,
    );
    const english = await html('/unauth/services/learning');
    expect(english.body).toContain('<title>Learning | Logistics Jobs</title>');

    await call(admin, 'PATCH', '/employer-branding', NO_ARABIC);
    const none = await html('/ar/unauth/employer-services/employer-branding');
    expect(none.body).toContain('<title>Employer branding | Logistics Jobs</title>');
  });
});
