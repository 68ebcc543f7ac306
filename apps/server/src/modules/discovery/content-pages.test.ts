import { CONTENT_ALIASES, CONTENT_PAGES } from '@portal/contract/site-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('content pages', () => {
  it('answer at their canonical path with the canonical link in the head', async () => {
    const res = await get('/unauth/services/webinar');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="canonical" href="http://portal.test/unauth/services/webinar">');
    const about = await get('/unauth/about-us');
    expect(about.body).toContain('<link rel="canonical" href="http://portal.test/unauth/about-us">');
  });

  it('redirect their other path there for good, keeping the query', async () => {
    for (const [from, to] of [
      ['/unauth/webinar', '/unauth/services/webinar'],
      ['/unauth/job-search', '/unauth/services/job-search'],
      ['/unauth/job-alerts', '/unauth/services/job-alerts'],
      ['/unauth/social-media-presence', '/unauth/services/social-media-presence'],
      ['/unauth/learning', '/unauth/services/learning'],
      ['/unauth/pricing', '/unauth/services/pricing'],
      ['/unauth/services/about-us', '/unauth/about-us'],
      ['/unauth/job-posting', '/unauth/employer-services/job-posting'],
    ]) {
      const res = await get(from as string);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location).toBe(to);
    }
    const res = await get('/unauth/pricing/?utm_source=mail');
    expect(res.headers.location).toBe('/unauth/services/pricing?utm_source=mail');
  });

  it('never redirect to a path that is itself redirected or not a page', () => {
    const canonical = new Set(CONTENT_PAGES.map((p) => p.path));
    for (const alias of CONTENT_ALIASES) {
      expect(canonical.has(alias.to)).toBe(true);
      expect(canonical.has(alias.from)).toBe(false);
    }
  });

  it('are all in the sitemap, and no redirected path is', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    for (const page of CONTENT_PAGES) expect(sitemap).toContain(`<loc>http://portal.test${page.path}</loc>`);
    for (const alias of CONTENT_ALIASES)
      expect(sitemap).not.toContain(`<loc>http://portal.test${alias.from}</loc>`);
  });
});
