import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPlugin } from './web';

const INDEX =
  '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>';
const JS = `export const page = ${JSON.stringify('x'.repeat(4000))};`;

describe('the built client', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  const app = Fastify();

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets/landing-1.js'), JS);
    // The build's best-quality brotli copy; what the server sends to browsers that accept brotli.
    writeFileSync(path.join(dist, 'assets/landing-1.js.br'), 'precompressed');
    writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify([{ pattern: '^/$', files: ['assets/landing-1.js'] }]),
    );
    await app.register(webPlugin, { webDist: dist });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("names the landing page's code in its HTML, so the browser fetches it beside the entry", async () => {
    const home = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-1.js">');
    const other = await app.inject({ url: '/auth/candidate/sign-in', headers: { accept: 'text/html' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain('landing-1.js');
  });

  it('sends the precompressed copy of an asset to a browser that accepts brotli, the file to others', async () => {
    const br = await app.inject({ url: '/assets/landing-1.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('precompressed');
    const plain = await app.inject({
      url: '/assets/landing-1.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.body).toBe(JS);
  });
});

describe('a URL the client has no page for', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  const app = Fastify();

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    // A stand-in for the SSR build: it renders nothing and knows two pages.
    const entry = path.join(dist, 'entry-server.mjs');
    writeFileSync(
      entry,
      `export async function render() { return null; }
       export async function isClientPath(p) { return p === '/' || p === '/unauth/search-job'; }`,
    );
    await app.register(webPlugin, { webDist: dist, ssrEntry: entry });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers 404 with the client page, which shows the error page; a known page answers 200', async () => {
    const unknown = await app.inject({ url: '/unauth/no-such-page?x=1', headers: { accept: 'text/html' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    expect(unknown.body).toBe(INDEX);
    const known = await app.inject({ url: '/unauth/search-job?keyword=x', headers: { accept: 'text/html' } });
    expect(known.statusCode).toBe(200);
    const api = await app.inject({ url: '/api/no-such-thing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ message: 'Not found' });
  });
});

describe('the web app manifest (install on a phone)', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  const app = Fastify();

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    await app.register(webPlugin, {
      webDist: dist,
      site: async () => ({ name: 'Gulf Freight Careers', color: '#0f766e' }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("carries the settings' name and theme colour, the icons a phone needs and a standalone start", async () => {
    const res = await app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'Gulf Freight Careers',
      short_name: 'Gulf Freight',
      theme_color: '#0f766e',
      start_url: '/',
      display: 'standalone',
    });
    const icons = manifest.icons as { sizes: string; purpose: string }[];
    for (const size of ['192x192', '512x512'])
      for (const purpose of ['any', 'maskable'])
        expect(
          icons.some((i) => i.sizes === size && i.purpose === purpose),
          `${size} ${purpose}`,
        ).toBe(true);
  });
});
