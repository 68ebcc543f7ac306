import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { jobBody, loadMasters, type Masters, postJob } from '../../../test/helpers/jobs';
import { DEMO, signIn } from '../../../test/helpers/requests';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let id: number;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  const token = await signIn(t.app, 'employer', DEMO.employer);
  id = await postJob(t.app, token, jobBody(m, { title: 'Glimmerstack Planner & <Co>' }));
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('discovery', () => {
  it('robots.txt keeps crawlers out of private areas and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /management/');
    expect(res.body).toContain('Sitemap: http://portal.test/sitemap.xml');
  });

  it('sitemap.xml lists static pages, categories, employers and open jobs', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>http://portal.test/unauth/job-category/designation</loc>');
    expect(res.body).toContain(`<loc>http://portal.test/unauth/jobs/view/${id}</loc><lastmod>`);
    expect(res.body).toMatch(/<loc>http:\/\/portal\.test\/unauth\/employer-job\/\d+<\/loc>/);
  });

  it('sitemap.xml lists every page in English and Arabic, each with its hreflang alternates', async () => {
    const res = await get('/sitemap.xml');
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const en = `http://portal.test/unauth/jobs/view/${id}`;
    const ar = `http://portal.test/ar/unauth/jobs/view/${id}`;
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
      `<xhtml:link rel="alternate" hreflang="ar" href="${ar}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;
    expect(res.body).toMatch(new RegExp(`<url><loc>${en}</loc><lastmod>[^<]+</lastmod>${alternates}</url>`));
    expect(res.body).toMatch(new RegExp(`<url><loc>${ar}</loc><lastmod>[^<]+</lastmod>${alternates}</url>`));
    expect(res.body).toContain('<loc>http://portal.test/ar</loc>');
  });

  it('the RSS feed takes the search filters', async () => {
    const res = await get('/jobs.rss?keyword=glimmerstack');
    expect(res.headers['content-type']).toContain('application/rss+xml');
    expect(res.body).toContain('<title>Glimmerstack Planner &amp; &lt;Co&gt;</title>');
    expect(res.body.match(/<item>/g)).toHaveLength(1);
    expect((await get('/jobs.rss')).body.match(/<item>/g)?.length).toBeGreaterThan(1);
  });
});

describe('browsing', () => {
  it('counts open jobs per category, busiest first', async () => {
    for (const category of ['designation', 'functional_area', 'state']) {
      const res = await get(`/api/jobs/by-foreignkey?category=${category}`);
      expect(res.statusCode).toBe(200);
      const data = res.json().data as { open_jobs: number; name: string }[];
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((c) => c.open_jobs > 0)).toBe(true);
      expect(data.map((c) => c.open_jobs)).toEqual([...data.map((c) => c.open_jobs)].sort((a, b) => b - a));
    }
    expect((await get('/api/jobs/by-foreignkey?category=colour')).statusCode).toBe(400);
  });

  it('lists employers with open jobs and shows a profile', async () => {
    const list = await get('/api/employers/directory?q=gulf freight');
    expect(list.statusCode).toBe(200);
    const [card] = list.json().data;
    expect(card).toMatchObject({ name: 'Gulf Freight Solutions LLC', type: 'employer' });
    expect(card.open_jobs).toBeGreaterThan(0);
    const profile = await get(`/api/employers/directory/${card.id}`);
    expect(profile.json().data).toMatchObject({ id: card.id, about: expect.stringContaining('<p>') });
    expect((await get('/api/employers/directory/999999')).statusCode).toBe(404);
  });

  it('similar jobs share designation, area or skills', async () => {
    const res = await get(`/api/jobs/view/${id}/similar`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: number }[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(6);
    expect(data.map((j) => j.id)).not.toContain(id);
  });
});
