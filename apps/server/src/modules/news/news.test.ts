import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { fileUpload, jpegWithExif } from '../../../test/helpers/uploads';

let t: Awaited<ReturnType<typeof setupFile>>;
let admin: string;
let employer: string;
beforeAll(async () => {
  t = await setupFile();
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  employer = await signIn(t.app, 'employer', DEMO.employer);
});
afterAll(() => t.close());

const tag = () => Math.random().toString(36).slice(2, 8);
const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload: payload as string } : {}),
  });
const article = (over: Record<string, unknown> = {}) => ({
  title: `Khalifa Port opens a new rail link ${tag()}`,
  summary:
    'Trains now run from the port to the Etihad Rail freight terminal, cutting truck trips by a third.',
  body: '<p>Freight trains now <strong>run daily</strong>.</p>',
  tags: ['Ports', 'Rail'],
  source_url: 'https://www.adports.ae/news',
  status: 'published',
  ...over,
});
const html = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('staff write news; the public reads only what is published', () => {
  it('publishes an article: public list, article by slug, sanitised body', async () => {
    const body = article({
      body: '<p onclick="x()">Hello <script>alert(1)</script><a href="javascript:x">y</a></p>',
    });
    const res = await call(admin, 'POST', '/settings/logistics-news', body);
    expect(res.statusCode).toBe(201);
    const made = res.json().data;
    expect(made).toMatchObject({ status: 'published', title: body.title, tags: ['Ports', 'Rail'] });
    expect(made.slug).toMatch(/^khalifa-port-opens-a-new-rail-link-[a-z0-9]+$/);
    expect(made.body_html).toBe('<p>Hello <a rel="nofollow noopener">y</a></p>');
    expect(made.author).toEqual(expect.any(String));

    const list = (await call(null, 'GET', '/settings/logistics-news?tag=Rail')).json();
    expect(list.data.map((a: { slug: string }) => a.slug)).toContain(made.slug);
    expect(list.data[0]).not.toHaveProperty('body_html');
    const one = await call(null, 'GET', `/settings/logistics-news/article/${made.slug}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.body_html).not.toContain('script');
  });

  it('keeps drafts and future-dated articles off the public pages until their time', async () => {
    const draft = (await call(admin, 'POST', '/settings/logistics-news', article({ status: 'draft' }))).json()
      .data;
    const future = (
      await call(
        admin,
        'POST',
        '/settings/logistics-news',
        article({ published_at: new Date(Date.now() + 86_400_000).toISOString() }),
      )
    ).json().data;
    for (const a of [draft, future]) {
      expect((await call(null, 'GET', `/settings/logistics-news/article/${a.slug}`)).statusCode).toBe(404);
      expect((await html(`/unauth/logistics-news/${a.slug}`)).statusCode).toBe(404);
    }
    const slugs = (await call(null, 'GET', '/settings/logistics-news?page_size=50'))
      .json()
      .data.map((a: { slug: string }) => a.slug);
    expect(slugs).not.toContain(draft.slug);
    expect(slugs).not.toContain(future.slug);
    // Staff see both, and publishing the draft makes it public with today's date.
    const manage = (
      await call(admin, 'GET', `/settings/logistics-news/manage?status=draft&q=${draft.title}`)
    ).json();
    expect(manage.data.map((a: { id: number }) => a.id)).toEqual([draft.id]);
    expect(manage.meta.counts.draft).toBe(1);
    const published = await call(admin, 'PATCH', `/settings/logistics-news/${draft.id}`, {
      status: 'published',
    });
    expect(published.json().data.published_at).not.toBeNull();
    expect((await call(null, 'GET', `/settings/logistics-news/article/${draft.slug}`)).statusCode).toBe(200);
  });

  it('a published article keeps its address when its title changes; delete removes it', async () => {
    const made = (await call(admin, 'POST', '/settings/logistics-news', article())).json().data;
    const renamed = await call(admin, 'PATCH', `/settings/logistics-news/${made.id}`, {
      title: 'A wholly new title',
    });
    expect(renamed.json().data).toMatchObject({ title: 'A wholly new title', slug: made.slug });
    expect((await call(admin, 'DELETE', `/settings/logistics-news/${made.id}`)).statusCode).toBe(200);
    expect((await call(null, 'GET', `/settings/logistics-news/article/${made.slug}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/settings/logistics-news/${made.id}`)).statusCode).toBe(404);
    expect(
      (await call(admin, 'PATCH', `/settings/logistics-news/${made.id}`, { title: 'Gone now' })).statusCode,
    ).toBe(404);
  });
});

describe('bad input and who may write', () => {
  it.each([
    ['a bad source URL', { source_url: 'javascript:alert(1)' }, 'source_url'],
    ['a source URL with no scheme', { source_url: 'adports.ae' }, 'source_url'],
    ['too many tags', { tags: Array.from({ length: 9 }, (_, i) => `tag${i}`) }, 'tags'],
    ['a tag with markup', { tags: ['<b>x</b>'] }, 'tags.0'],
    ['a short title', { title: 'Hi' }, 'title'],
    ['a body that is only a script', { body: '<script>alert(1)</script>' }, 'body'],
    ['an unknown status', { status: 'live' }, 'status'],
    ['a bad date', { published_at: 'tomorrow' }, 'published_at'],
    ['an unknown field', { author_id: 1 }, 'author_id'],
  ])('refuses %s with a message for the field and stores nothing', async (_name, over, field) => {
    const mark = `marker${tag()}`;
    const body = article({ summary: `A summary long enough to pass, marked ${mark}.`, ...over });
    const res = await call(admin, 'POST', '/settings/logistics-news', body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message)).toContain(field);
    const found = (await call(admin, 'GET', `/settings/logistics-news/manage?q=${mark}`)).json();
    expect(found.meta.total).toBe(0);
  });

  it('guests get 401, employers 403, on every staff route; unknown ids 404', async () => {
    const made = (await call(admin, 'POST', '/settings/logistics-news', article({ status: 'draft' }))).json()
      .data;
    for (const [token, code] of [
      [null, 401],
      [employer, 403],
    ] as const) {
      expect((await call(token, 'POST', '/settings/logistics-news', article())).statusCode).toBe(code);
      expect((await call(token, 'GET', '/settings/logistics-news/manage')).statusCode).toBe(code);
      expect((await call(token, 'GET', `/settings/logistics-news/${made.id}`)).statusCode).toBe(code);
      expect(
        (await call(token, 'PATCH', `/settings/logistics-news/${made.id}`, { status: 'published' }))
          .statusCode,
      ).toBe(code);
      expect((await call(token, 'DELETE', `/settings/logistics-news/${made.id}`)).statusCode).toBe(code);
    }
    expect((await call(admin, 'GET', `/settings/logistics-news/${made.id}`)).json().data.status).toBe(
      'draft',
    );
    expect((await call(admin, 'GET', '/settings/logistics-news/99999999')).statusCode).toBe(404);
    expect((await call(null, 'GET', '/settings/logistics-news/article/Bad%20Slug')).statusCode).toBe(400);
  });
});

describe('image', () => {
  it('is re-encoded without EXIF, served publicly, and oversized files are refused', async () => {
    const made = (await call(admin, 'POST', '/settings/logistics-news', article())).json().data;
    const up = (data: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: `/api/settings/logistics-news/${made.id}/image`,
        ...(() => {
          const f = fileUpload(data, 'photo.jpg', 'image/jpeg');
          return { payload: f.payload, headers: { ...f.headers, ...bearer(admin) } };
        })(),
      });
    const res = await up(await jpegWithExif(2400, 1600));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.url;
    const img = await t.app.inject({ method: 'GET', url });
    expect(img.headers['content-type']).toBe('image/webp');
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBeLessThanOrEqual(1200);
    const big = await up(Buffer.alloc(2 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The image must be 2 MB or smaller.');
    expect(
      (await call(null, 'GET', `/settings/logistics-news/article/${made.slug}`)).json().data.image_url,
    ).toBe(url);
  });
});

describe('public pages for crawlers', () => {
  it('the article page has its title, Open Graph and NewsArticle JSON-LD; sitemap and feed list it', async () => {
    const made = (
      await call(
        admin,
        'POST',
        '/settings/logistics-news',
        article({ title: `Sharjah & "Ajman" freight ${tag()}` }),
      )
    ).json().data;
    const page = await html(`/unauth/logistics-news/${made.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>Sharjah &amp; &quot;Ajman&quot; freight`);
    expect(page.body).toContain(
      `<link rel="canonical" href="http://portal.test/unauth/logistics-news/${made.slug}">`,
    );
    expect(page.body).toContain('<meta property="og:type" content="article">');
    const ld = JSON.parse(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? 'null',
    );
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: made.title,
      description: made.summary,
      mainEntityOfPage: `http://portal.test/unauth/logistics-news/${made.slug}`,
    });
    const list = await html('/unauth/logistics-news?page=2');
    expect(list.body).toContain('<title>Logistics news – page 2 | Logistics Jobs</title>');
    expect(list.body).toContain('href="http://portal.test/unauth/logistics-news?page=2"');
    expect((await html('/unauth/logistics-news/no-such-article')).statusCode).toBe(404);

    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`<loc>http://portal.test/unauth/logistics-news/${made.slug}</loc>`);
    expect(sitemap).toContain('<loc>http://portal.test/unauth/logistics-news</loc>');
    const rss = await t.app.inject({ method: 'GET', url: '/news.rss' });
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect(rss.body).toContain(`<link>http://portal.test/unauth/logistics-news/${made.slug}</link>`);
    expect(rss.body).toContain('<category>Rail</category>');
  });
});
