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
