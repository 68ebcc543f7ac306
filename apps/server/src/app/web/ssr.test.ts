import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadSsr, selfOrigin } from './ssr';

const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-ssr-entry-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const INDEX =
  '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';
const log = () => ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };
const here = () => ({ apiOrigin: 'http://127.0.0.1:1', origin: 'https://jobs.example' });

/** A stand-in for the client's SSR build: a module whose render does what `body` says. */
function entry(name: string, body: string): string {
  const file = path.join(dir, `${name}.mjs`);
  writeFileSync(file, `export async function render(url, opts) { ${body} }`);
  return file;
}

describe('server rendering', () => {
  it('puts the render inside #root, its resource hints in the head and its data in a JSON script', async () => {
    const ssr = await loadSsr(
      entry(
        'ok',
        `return { html: '<link rel="preload" as="image" href="/logo.png"/><h1>' + url + ' ' + opts.origin + '</h1>', state: { text: '</script><script>alert(1)</script>' } };`,
      ),
      log(),
      here,
    );
    const html = await ssr('/unauth/search-job?keyword=x', INDEX);
    expect(html).toContain(
      '<div id="root"><h1>/unauth/search-job?keyword=x https://jobs.example</h1></div><script type="application/json" id="ssr-state">',
    );
    expect(html).toMatch(/<link rel="preload" as="image" href="\/logo.png"\/>\n<\/head>/);
    // No `<` inside the data: it cannot close its script element.
    expect(html).toContain('{"text":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>');
    expect(html).not.toContain('<script>alert');
  });

  it('leaves the empty shell for a URL the entry does not render', async () => {
    const ssr = await loadSsr(entry('none', 'return null;'), log(), here);
    expect(await ssr('/auth/candidate/sign-in', INDEX)).toBe(INDEX);
  });

  it('sends the empty shell and logs when the render fails', async () => {
    const logger = log();
    const ssr = await loadSsr(entry('fails', "throw new Error('boom');"), logger, here);
    expect(await ssr('/', INDEX)).toBe(INDEX);
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ url: '/' }), expect.any(String));
  });

  it('serves as before when the SSR build is missing or does not load', async () => {
    const missing = await loadSsr(path.join(dir, 'missing.mjs'), log(), here);
    expect(await missing('/', INDEX)).toBe(INDEX);
    const broken = path.join(dir, 'broken.mjs');
    writeFileSync(broken, 'export const = ;');
    const logger = log();
    const ssr = await loadSsr(broken, logger, here);
    expect(await ssr('/', INDEX)).toBe(INDEX);
    expect(logger.error).toHaveBeenCalled();
  });

  it('reaches the server itself on loopback when it listens on every address', () => {
    expect(selfOrigin({ address: '0.0.0.0', family: 'IPv4', port: 3000 })).toBe('http://127.0.0.1:3000');
    expect(selfOrigin({ address: '::1', family: 'IPv6', port: 3000 })).toBe('http://[::1]:3000');
    expect(selfOrigin(null)).toBeNull();
  });
});
