import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from './helpers/app';
import { jobBody, loadMasters, postJob } from './helpers/jobs';
import { expandJsonLd, jsonLdOf } from './helpers/json-ld';
import { bearer, DEMO, signIn } from './helpers/requests';

/**
 * The landing, search and job pages come with their first screen in the HTML: the real client's
 * server render (apps/web/src/entry-server.tsx), built here into a temporary dist-ssr beside dist.
 */
let t: Awaited<ReturnType<typeof setupFile>>;
let dir: string;
let jobId: number;
let companyId: number;
let companyName: string;
let article: { slug: string; title: string };
const TITLE = 'Reefer Yard Coordinator';

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'portal-ssr-'));
  const web = path.resolve(import.meta.dirname, '../../web');
  execFileSync(
    process.execPath,
    [
      path.resolve(web, '../../node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      path.join(dir, 'dist-ssr'),
      '--logLevel',
      'error',
    ],
    // Vitest's NODE_ENV=test would compile the JSX for React's development build.
    { cwd: web, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } },
  );
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(
    path.join(dir, 'dist', 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><meta name="description" content="site"><title>Site</title></head><body><div id="root"></div></body></html>',
  );
  t = await setupFile({ WORKER: 'off', WEB_DIST: path.join(dir, 'dist') });
  // The render calls the API over HTTP, as in production.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const m = await loadMasters(t.app);
  const employer = await signIn(t.app, 'employer', DEMO.employer);
  jobId = await postJob(t.app, employer, jobBody(m, { title: TITLE }));
  // The company page's own details, set here rather than taken from the demo data.
  const call = async (token: string, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => {
    const res = await t.app.inject({ method, url: `/api/${url}`, headers: bearer(token), payload });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  await call(employer, 'PATCH', 'employers/update', {
    about: '<p>Cold-chain <strong>specialists</strong> in Jebel Ali since 2004.</p>',
    website: 'https://www.gulf-freight.example.com',
    founded_year: 2004,
  });
  await call(employer, 'PUT', 'employers/social', {
    linkedin: 'https://www.linkedin.com/company/gulf-freight',
  });
  await call(employer, 'POST', 'employers/branches', {
    name: 'Head office',
    state_id: m('states', 'dubai'),
    city_id: m('cities', 'jebel-ali'),
    address: 'Plot S30401, Jebel Ali Free Zone South',
    is_head_office: true,
  });
  const me = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(employer) });
  ({ id: companyId, name: companyName } = me.json().data.client);
  const admin = await signIn(t.app, 'admin', DEMO.master_admin);
  article = await call(admin, 'POST', 'settings/logistics-news', {
    title: 'Khalifa Port opens a new rail link',
    summary: 'Trains now run from the port to the Etihad Rail freight terminal.',
    body: '<p>Freight trains now <strong>run daily</strong> from the quay.</p>',
    tags: ['Ports'],
    status: 'published',
  });
  // Each page's first render loads its code; on a busy 2-core machine that can pass the render's
  // 3 s budget (the page then comes empty, as it should). Loaded here, the tests check what renders.
  for (const url of [
    '/',
    `/unauth/jobs/view/${jobId}`,
    `/unauth/employer-job/${companyId}`,
    '/unauth/logistics-news',
  ])
    await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const html = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
/** What #root holds, and the data the client takes over. */
const root = (body: string) =>
  /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(body)?.[1] ?? '';
const state = (body: string) => {
  const m = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(body);
  return m?.[1] ? (JSON.parse(m[1]) as { queries: { queryKey: unknown[] }[] }) : null;
};

describe('server-rendered first screens', () => {
  it('the landing page holds its heading and the newest jobs', async () => {
    const res = await html('/');
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toContain('Find your next logistics job in the UAE and the GCC');
    expect(root(res.body)).toContain(TITLE);
    expect(state(res.body)?.queries.map((q) => q.queryKey[0])).toContain('jobs');
  });

  it('the job search holds the results of its query string', async () => {
    const res = await html('/unauth/search-job?keyword=reefer');
    expect(res.statusCode).toBe(200);
    const content = root(res.body);
    // The title with the keyword highlighted, linking to the job.
    expect(content).toContain('<mark>Reefer</mark> Yard Coordinator');
    expect(content).toContain(`href="/unauth/jobs/view/${jobId}?src=search"`);
    expect(content).toContain('value="reefer"');
    expect(content).not.toContain('Searching...');
    expect(state(res.body)?.queries.some((q) => q.queryKey[0] === 'jobs' && q.queryKey[1] === 'search')).toBe(
      true,
    );
  });

  it('a job page holds the job, keeps its head, and an unknown id still answers 404', async () => {
    const res = await html(`/unauth/jobs/view/${jobId}`);
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toContain(`<h1`);
    expect(root(res.body)).toContain(TITLE);
    expect(res.body).toContain(`<link rel="canonical" href="http://portal.test/unauth/jobs/view/${jobId}">`);
    expect(res.body).toContain('<script type="application/ld+json">');
    expect((await html('/unauth/jobs/view/987654')).statusCode).toBe(404);
  });

  /** The page's single title, description and canonical link. */
  const head = (body: string) => ({
    titles: [...body.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    descriptions: [...body.matchAll(/<meta name="description" content="([^"]*)">/g)].map((m) => m[1]),
    canonicals: [...body.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => m[1]),
  });

  it('a company page holds the company and its jobs, with its own head and Organization data', async () => {
    const res = await html(`/unauth/employer-job/${companyId}`);
    expect(res.statusCode).toBe(200);
    expect(head(res.body)).toEqual({
      titles: [`Jobs at ${companyName} | Logistics Jobs`],
      descriptions: ['Cold-chain specialists in Jebel Ali since 2004.'],
      canonicals: [`http://portal.test/unauth/employer-job/${companyId}`],
    });
    const content = root(res.body);
    expect(content).toMatch(new RegExp(`<h1[^>]*>${companyName}</h1>`));
    expect(content).toContain('Cold-chain <strong>specialists</strong>');
    expect(content).toContain(`href="/unauth/jobs/view/${jobId}?src=company_page"`);
    expect(state(res.body)?.queries.map((q) => q.queryKey[0])).toEqual(
      expect.arrayContaining(['employers', 'jobs']),
    );

    const [ld, ...more] = jsonLdOf(res.body);
    expect(more).toEqual([]);
    expect(ld).toMatchObject({
      '@type': 'Organization',
      name: companyName,
      url: `http://portal.test/unauth/employer-job/${companyId}`,
      description: 'Cold-chain specialists in Jebel Ali since 2004.',
      foundingDate: '2004',
      sameAs: ['https://www.gulf-freight.example.com', 'https://www.linkedin.com/company/gulf-freight'],
    });
    expect(ld?.address).toEqual(
      expect.arrayContaining([
        {
          '@type': 'PostalAddress',
          streetAddress: 'Plot S30401, Jebel Ali Free Zone South',
          addressLocality: 'Jebel Ali',
          addressRegion: 'Dubai',
          addressCountry: 'AE',
        },
      ]),
    );
    if (ld?.logo) expect(ld.logo).toMatch(/^http:\/\/portal\.test\/api\//);
    // A JSON-LD processor reads it as a schema.org Organization with its name.
    const [expanded] = await expandJsonLd(ld ?? {});
    expect(expanded?.['@type']).toEqual(['https://schema.org/Organization']);
    expect(expanded?.['https://schema.org/name']).toEqual([{ '@value': companyName }]);
  });

  it('a later page of a company is its own canonical page; an unknown company answers 404', async () => {
    const second = await html(`/unauth/employer-job/${companyId}?page=2`);
    expect(head(second.body).canonicals).toEqual([
      `http://portal.test/unauth/employer-job/${companyId}?page=2`,
    ]);
    for (const id of ['987654', 'abc']) {
      const res = await html(`/unauth/employer-job/${id}`);
      expect(res.statusCode).toBe(404);
      expect(jsonLdOf(res.body)).toEqual([]);
      expect(head(res.body).canonicals).toEqual([]);
    }
  });

  it('a news article holds its text, with its head and NewsArticle data; an unknown one answers 404', async () => {
    const res = await html(`/unauth/logistics-news/${article.slug}`);
    expect(res.statusCode).toBe(200);
    expect(head(res.body)).toEqual({
      titles: [`${article.title} | Logistics Jobs`],
      descriptions: ['Trains now run from the port to the Etihad Rail freight terminal.'],
      canonicals: [`http://portal.test/unauth/logistics-news/${article.slug}`],
    });
    const content = root(res.body);
    expect(content).toMatch(new RegExp(`<h1[^>]*>${article.title}</h1>`));
    expect(content).toContain('Freight trains now <strong>run daily</strong> from the quay.');
    const [ld] = jsonLdOf(res.body);
    expect(ld).toMatchObject({ '@type': 'NewsArticle', headline: article.title });
    const [expanded] = await expandJsonLd(ld ?? {});
    expect(expanded?.['@type']).toEqual(['https://schema.org/NewsArticle']);
    // The list links to it.
    const list = await html('/unauth/logistics-news');
    expect(root(list.body)).toContain(`href="/unauth/logistics-news/${article.slug}"`);
    const missing = await html('/unauth/logistics-news/no-such-article');
    expect(missing.statusCode).toBe(404);
    expect(jsonLdOf(missing.body)).toEqual([]);
  });

  it('other pages stay the empty shell the client renders', async () => {
    const res = await html('/auth/candidate/sign-in');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('ssr-state');
  });
});
