import { NEWS_ARABIC_TITLE_NEEDED } from '@portal/contract/news';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';

// Issue 31: an article may carry its Arabic title, summary and body beside the English ones.
let t: Awaited<ReturnType<typeof setupFile>>;
let admin: string;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
});
afterAll(() => t.close());

const call = (token: string | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload: payload as string } : {}),
  });
const tag = () => Math.random().toString(36).slice(2, 8);
const article = (over: Record<string, unknown> = {}) => ({
  title: `Etihad Rail opens a freight terminal ${tag()}`,
  summary: 'The terminal links the ports of Abu Dhabi with the industrial zones inland.',
  body: '<p>Freight trains now run daily.</p>',
  status: 'published',
  ...over,
});
const ARABIC = {
  title_ar: 'قطارات الاتحاد تفتتح محطة شحن',
  summary_ar: 'تربط المحطة موانئ أبوظبي بالمناطق الصناعية في الداخل وتختصر رحلات الشاحنات.',
  body_ar: '<p>تعمل قطارات الشحن الآن يومياً.</p><script>alert(1)</script>',
};

describe('news in English and Arabic', () => {
  it('publishes the Arabic texts beside the English ones, the body sanitised', async () => {
    const made = (await call(admin, 'POST', '/settings/logistics-news', article(ARABIC))).json().data;
    expect(made).toMatchObject({ title_ar: ARABIC.title_ar, summary_ar: ARABIC.summary_ar });
    expect(made.body_html_ar).toBe('<p>تعمل قطارات الشحن الآن يومياً.</p>');
    const one = (await call(null, 'GET', `/settings/logistics-news/article/${made.slug}`)).json().data;
    expect(one.title_ar).toBe(ARABIC.title_ar);
    expect(one.body_html_ar).toContain('قطارات الشحن');
    const list = (await call(null, 'GET', '/settings/logistics-news?page_size=50')).json();
    const card = list.data.find((a: { slug: string }) => a.slug === made.slug);
    expect(card).toMatchObject({ title_ar: ARABIC.title_ar, summary_ar: ARABIC.summary_ar });
    expect(card).not.toHaveProperty('body_html_ar');
  });

  it('refuses Arabic text without an Arabic title, also against the stored article', async () => {
    const bad = await call(
      admin,
      'POST',
      '/settings/logistics-news',
      article({ summary_ar: ARABIC.summary_ar }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.title_ar).toEqual([NEWS_ARABIC_TITLE_NEEDED]);
    const made = (await call(admin, 'POST', '/settings/logistics-news', article(ARABIC))).json().data;
    const clear = await call(admin, 'PATCH', `/settings/logistics-news/${made.id}`, { title_ar: '' });
    expect(clear.statusCode).toBe(400);
    const all = await call(admin, 'PATCH', `/settings/logistics-news/${made.id}`, {
      title_ar: '',
      summary_ar: '',
      body_ar: '',
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toMatchObject({ title_ar: null, summary_ar: null, body_html_ar: null });
  });
});
