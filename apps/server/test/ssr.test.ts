import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from './helpers/app';
import { jobBody, loadMasters, postJob } from './helpers/jobs';
import { DEMO, signIn } from './helpers/requests';

/**
 * The landing, search and job pages come with their first screen in the HTML: the real client's
 * server render (apps/web/src/entry-server.tsx), built here into a temporary dist-ssr beside dist.
 */
let t: Awaited<ReturnType<typeof setupFile>>;
let dir: string;
let jobId: number;
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
  jobId = await postJob(t.app, await signIn(t.app, 'employer', DEMO.employer), jobBody(m, { title: TITLE }));
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
    expect(content).toContain(`href="/unauth/jobs/view/${jobId}"`);
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

  it('other pages stay the empty shell the client renders', async () => {
    const res = await html('/auth/candidate/sign-in');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('ssr-state');
  });
});
