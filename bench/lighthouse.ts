/**
 * Lighthouse (mobile preset, its default: simulated slow 4G and a 4x slower CPU) on the landing, search
 * and job pages, RUNS times each, with the Debian Chromium; prints the performance score, LCP, CLS,
 * TBT and FCP of every run, the median, and the load average when the run started.
 *   RUNS=5 node --import tsx bench/lighthouse.ts http://localhost:3000
 *   LOCALE=ar RUNS=5 node --import tsx bench/lighthouse.ts http://localhost:3000     # the /ar pages
 * Lighthouse itself is not a dependency (about 180 MB): it runs through `npx lighthouse@13.5.0`.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { firstJobPath } from './first-job';

const run = promisify(execFile);
const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const runs = Number(process.env.RUNS ?? 3);
// No internet here: background networking and component updates off, or Chromium waits on them.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Debian's full Chromium keeps the address bar's popup rendered in a renderer of its own, using half a
  // core all the time beside the page being measured (playwright.config.ts turns it off likewise).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
].join(' ');

type Audit = { numericValue: number };
type Report = { categories: { performance: { score: number } }; audits: Record<string, Audit> };

/** Lighthouse now and then loses its trace of a load (NO_NAVSTART): that run is made again, twice at most. */
async function lighthouse(url: string, dir: string, tries = 3): Promise<Report> {
  try {
    return await lighthouseOnce(url, dir);
  } catch (error) {
    if (tries <= 1 || !String((error as { stderr?: string }).stderr).includes('NO_NAVSTART')) throw error;
    console.log(`   (${url}: Lighthouse lost its trace, NO_NAVSTART; running it again)`);
    return lighthouse(url, dir, tries - 1);
  }
}

async function lighthouseOnce(url: string, dir: string): Promise<Report> {
  const out = join(dir, 'report.json');
  await run(
    'npx',
    [
      '--yes',
      'lighthouse@13.5.0',
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-flags=${chromeFlags}`,
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as Report;
}

type Row = { score: number; lcp: number; cls: number; tbt: number; fcp: number };
const format = (r: Row) =>
  `score ${r.score}  LCP ${(r.lcp / 1000).toFixed(2)} s  CLS ${r.cls.toFixed(3)}  TBT ${Math.round(r.tbt)} ms  FCP ${(r.fcp / 1000).toFixed(2)} s`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
/** LOCALE=ar: the same pages under /ar (the landing at /ar itself). */
const inLanguage = (path: string) => (process.env.LOCALE === 'ar' ? `/ar${path === '/' ? '' : path}` : path);
const pages = [
  { name: 'landing', path: inLanguage('/') },
  { name: 'search', path: inLanguage('/unauth/search-job') },
  { name: 'job', path: inLanguage(await firstJobPath(base)) },
];
const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
try {
  for (const page of pages) {
    const rows: Row[] = [];
    for (let i = 1; i <= runs; i++) {
      const load = (loadavg()[0] ?? 0).toFixed(2);
      const r = await lighthouse(base + page.path, dir);
      const a = (id: string) => r.audits[id]?.numericValue ?? Number.NaN;
      const row: Row = {
        score: Math.round(r.categories.performance.score * 100),
        lcp: a('largest-contentful-paint'),
        cls: a('cumulative-layout-shift'),
        tbt: a('total-blocking-time'),
        fcp: a('first-contentful-paint'),
      };
      rows.push(row);
      console.log(`${page.name.padEnd(8)} run ${i}  ${format(row)}  (load average ${load})`);
    }
    const m = (k: keyof Row) => median(rows.map((row) => row[k]));
    const mid: Row = { score: m('score'), lcp: m('lcp'), cls: m('cls'), tbt: m('tbt'), fcp: m('fcp') };
    console.log(`${page.name.padEnd(8)} median ${format(mid)}  ${page.path}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
