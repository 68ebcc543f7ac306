import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { jobBody, loadMasters, type Masters, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { expireJobs } from '../jobs/maintenance';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let token: string;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><meta name="description" content="site"><title>Site</title></head><body><div id="root"></div></body></html>',
  );
  t = await setupFile({ WORKER: 'off', WEB_DIST: dist });
  m = await loadMasters(t.app);
  token = await signIn(t.app, 'employer', DEMO.employer);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (id: number | string) =>
  t.app.inject({ method: 'GET', url: `/unauth/jobs/view/${id}`, headers: { accept: 'text/html' } });
const jsonLd = (html: string) => {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return m?.[1] ? JSON.parse(m[1]) : null;
};

describe('the job page head', () => {
  it('renders title, description, canonical, Open Graph and a complete JobPosting', async () => {
    const id = await postJob(t.app, token, jobBody(m, { title: 'Cargo Lead </script><script>x()</script>' }));
    const res = await page(id);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<title>Cargo Lead &lt;/script&gt;&lt;script&gt;x()&lt;/script&gt; – Gulf Freight Solutions LLC | Logistics Jobs</title>',
    );
    expect(res.body).not.toContain('<title>Site</title>');
    expect(res.body).toContain(`<link rel="canonical" href="http://portal.test/unauth/jobs/view/${id}">`);
    expect(res.body).toContain('<meta property="og:type" content="website">');
    expect(res.body).not.toContain('<script>x()');
    const ld = jsonLd(res.body);
    // Google's required properties, then the recommended ones.
    for (const key of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'])
      expect(ld[key]).toBeTruthy();
    for (const key of ['validThrough', 'employmentType', 'identifier', 'baseSalary', 'directApply'])
      expect(ld).toHaveProperty(key);
    expect(ld['@type']).toBe('JobPosting');
    expect(ld.hiringOrganization).toMatchObject({
      '@type': 'Organization',
      name: 'Gulf Freight Solutions LLC',
    });
    expect(ld.hiringOrganization.logo).toMatch(/^http:\/\/portal\.test\//);
    expect(ld.jobLocation[0].address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Jebel Ali',
      addressRegion: 'Dubai',
      addressCountry: 'AE',
    });
    expect(ld.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'AED',
      value: { '@type': 'QuantitativeValue', minValue: 6000, maxValue: 9000, unitText: 'MONTH' },
    });
    expect(ld.identifier).toEqual({
      '@type': 'PropertyValue',
      name: 'Gulf Freight Solutions LLC',
      value: String(id),
    });
    expect(ld.directApply).toBe(true);
    expect(new Date(ld.datePosted).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('leaves out a hidden salary', async () => {
    const id = await postJob(t.app, token, jobBody(m, { salary_visible: false }));
    expect(jsonLd((await page(id)).body).baseSalary).toBeUndefined();
  });

  it('marks a closed job and drops its JSON-LD', async () => {
    const id = await postJob(t.app, token, jobBody(m));
    await t.app.inject({ method: 'POST', url: `/api/jobs/${id}/close`, headers: bearer(token) });
    const res = await page(id);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('(closed)');
    expect(jsonLd(res.body)).toBeNull();
  });

  it('answers 404 with the client page for unknown ids and drafts', async () => {
    for (const id of [
      '999999',
      'abc',
      String(await postJob(t.app, token, jobBody(m, { status: 'draft' }))),
    ]) {
      const res = await page(id);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root">');
    }
  });
});

describe("a consultancy's job: one organisation in its JobPosting", () => {
  let consultancy: string;
  let consultancyName: string;
  let consultancyId: number;
  beforeAll(async () => {
    consultancy = await signIn(t.app, 'consultancy', DEMO.consultancy_admin);
    const social = await t.app.inject({
      method: 'PUT',
      url: '/api/employers/social',
      headers: bearer(consultancy),
      payload: { linkedin: 'https://www.linkedin.com/company/demo-consultancy' },
    });
    expect(social.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(consultancy) });
    consultancyName = me.json().data.client.name;
    consultancyId = me.json().data.client.id;
  });

  it("names the client throughout, with none of the consultancy's page, links or logo", async () => {
    const id = await postJob(
      t.app,
      consultancy,
      jobBody(m, { client_company_name: 'Desert Cold Chain FZE' }),
    );
    const res = await page(id);
    const ld = jsonLd(res.body);
    expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Desert Cold Chain FZE' });
    expect(ld.identifier).toEqual({
      '@type': 'PropertyValue',
      name: 'Desert Cold Chain FZE',
      value: String(id),
    });
    expect(JSON.stringify(ld)).not.toContain(consultancyName);
    expect(JSON.stringify(ld)).not.toContain('linkedin.com');
    // The page's picture is not the consultancy's logo either.
    expect(res.body).toContain('<meta property="og:image" content="http://portal.test/logo.png">');
  });

  it("is the consultancy's, with its page and links, when the client is not named", async () => {
    const id = await postJob(t.app, consultancy, jobBody(m));
    const ld = jsonLd((await page(id)).body);
    expect(ld.hiringOrganization).toMatchObject({
      '@type': 'Organization',
      name: consultancyName,
      url: `http://portal.test/unauth/employer-job/${consultancyId}`,
      sameAs: expect.arrayContaining(['https://www.linkedin.com/company/demo-consultancy']),
    });
    expect(ld.hiringOrganization.logo).toMatch(/^http:\/\/portal\.test\//);
    expect(ld.identifier).toEqual({ '@type': 'PropertyValue', name: consultancyName, value: String(id) });
  });
});

describe('the Arabic job page', () => {
  it('has the Arabic title and description, its own canonical address and hreflang to both languages', async () => {
    const id = await postJob(t.app, token, jobBody(m, { title: 'Forklift Driver' }));
    await t.database.db.execute(
      sql`update jobs set title_ar = 'سائق رافعة شوكية', description_text_ar = 'قيادة الرافعة في مستودع دبي' where id = ${id}`,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/ar/unauth/jobs/view/${id}`,
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<title>سائق رافعة شوكية – [^<]+<\/title>/);
    expect(res.body).toContain('<meta name="description" content="قيادة الرافعة في مستودع دبي">');
    expect(res.body).toContain(`<link rel="canonical" href="http://portal.test/ar/unauth/jobs/view/${id}">`);
    expect(res.body).toContain(
      `<meta property="og:url" content="http://portal.test/ar/unauth/jobs/view/${id}">`,
    );
    for (const [lang, href] of [
      ['en', `http://portal.test/unauth/jobs/view/${id}`],
      ['ar', `http://portal.test/ar/unauth/jobs/view/${id}`],
      ['x-default', `http://portal.test/unauth/jobs/view/${id}`],
    ])
      expect(res.body).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}">`);

    // The English page keeps its English head, with the same alternates.
    const english = await page(id);
    expect(english.body).toMatch(/<title>Forklift Driver – /);
    expect(english.body).toContain(`<link rel="canonical" href="http://portal.test/unauth/jobs/view/${id}">`);
    expect(english.body).toContain(`hreflang="ar" href="http://portal.test/ar/unauth/jobs/view/${id}"`);
  });
});

describe('expiry', () => {
  it('expires published jobs past valid_through', async () => {
    const id = await postJob(t.app, token, jobBody(m));
    await t.database.db.execute(
      sql`update jobs set valid_through = now() - interval '1 minute' where id = ${id}`,
    );
    expect(await expireJobs(t.database.db, t.app.log)).toBeGreaterThanOrEqual(1);
    const job = await t.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: bearer(token) });
    expect(job.json().data.status).toBe('expired');
    expect(jsonLd((await page(id)).body)).toBeNull();
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${id}/publish`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(409);
  });
});
