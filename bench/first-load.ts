/**
 * First-load JavaScript: opens the landing, search and job pages in Chromium (mobile viewport, cold cache)
 * and counts the compressed bytes of JavaScript fetched until the page is usable (its main content and
 * search box are on screen and the network has been quiet for 500 ms). Chunks fetched later, on
 * interaction, are not counted. Chromium takes brotli; the same files asked for as gzip are
 * counted too, for a client that takes gzip only.
 *   node --import tsx bench/first-load.ts http://localhost:3000
 *   LOCALE=ar node --import tsx bench/first-load.ts http://localhost:3000    # the same pages under /ar
 */
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { firstJobPath } from './first-job';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
/** The Arabic pages live under /ar (the landing at /ar itself). */
const inLanguage = (path: string) => (process.env.LOCALE === 'ar' ? `/ar${path === '/' ? '' : path}` : path);
const pages: { name: string; path: string; ready: string }[] = [
  { name: 'landing', path: '/', ready: 'main h1' },
  { name: 'search', path: '/unauth/search-job', ready: 'main h1' },
  { name: 'job', path: '', ready: 'main h1' },
];

/** The bytes of one file sent gzip-compressed, as a client without brotli receives it. */
async function gzipSize(url: string): Promise<number> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const sent = res.headers.get('content-encoding') === 'gzip' ? res.headers.get('content-length') : null;
  const body = await res.arrayBuffer();
  if (sent) return Number(sent);
  // Compressed on the fly (no length header; fetch has unpacked it) or not at all: gzip it here.
  return gzipSync(Buffer.from(body), { level: 9 }).length;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const p of pages) {
    const path = inLanguage(p.path || (await firstJobPath(base)));
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    const js = new Map<string, number>();
    // A response's size is known only once its body has arrived: every one is awaited before the sum,
    // or files that arrived last (the Arabic catalogues) could be left out.
    const sized: Promise<void>[] = [];
    page.on('response', (res) => {
      const type = res.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      sized.push(
        res
          .request()
          .sizes()
          .catch(() => null)
          .then((sizes) => {
            js.set(res.url(), sizes ? sizes.responseBodySize : Number(res.headers()['content-length'] ?? 0));
          }),
      );
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.locator(p.ready).first().waitFor();
    await Promise.all(sized);
    const total = [...js.values()].reduce((a, b) => a + b, 0);
    const gzip = (await Promise.all([...js.keys()].map(gzipSize))).reduce((a, b) => a + b, 0);
    console.log(
      `${p.name.padEnd(8)} ${path.padEnd(32)} ${(total / 1024).toFixed(1)} KB compressed JS (brotli) in ${js.size} files; ${(gzip / 1024).toFixed(1)} KB as gzip`,
    );
    if (process.env.VERBOSE)
      for (const [u, s] of [...js].sort((a, b) => b[1] - a[1]))
        console.log(`   ${(s / 1024).toFixed(1).padStart(7)} ${u.replace(base, '')}`);
    await context.close();
  }
} finally {
  await browser.close();
}
