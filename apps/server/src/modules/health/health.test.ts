import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, setupFile } from '../../../test/helpers/app';
import { PING_REUSE_MS } from '../../core/db/client';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database up and the driver', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ status: 'ok', database: 'up', driver: t.database.driver });
    expect(typeof data.uptime_s).toBe('number');
  });

  it("reports each in-memory search index's state", async () => {
    // A search reads the open jobs into memory; the CV index is read at the first CV search.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/jobs/search?keyword=warehouse' })).statusCode,
    ).toBe(200);
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(data.indexes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'open_jobs',
          state: 'ready',
          error: null,
          last_build_ms: expect.any(Number),
        }),
        expect.objectContaining({ name: 'cv_candidates', state: 'idle', since: null }),
      ]),
    );
  });

  it('ignores a trailing slash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
  });

  it('answers 503 with database down when the database does not answer', async () => {
    const original = t.database.ping;
    t.database.ping = async () => false;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json().data).toMatchObject({ status: 'degraded', database: 'down' });
    } finally {
      t.database.ping = original;
    }
  });
});

describe('GET /api/health under load', () => {
  it('answers 503 within the reuse window once the database has stopped', async () => {
    const database = await openTestDatabase();
    const own = await buildTestApp(database, { WORKER: 'off' });
    try {
      expect((await own.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await database.close();
      const stopped = Date.now();
      let status = 200;
      while (status === 200 && Date.now() - stopped < 5000) {
        status = (await own.app.inject({ method: 'GET', url: '/api/health' })).statusCode;
        if (status === 200) await new Promise((r) => setTimeout(r, 50));
      }
      expect(status).toBe(503);
      // The reused answer, then one ping that fails (at the latest at its 2 s timeout).
      expect(Date.now() - stopped).toBeLessThan(PING_REUSE_MS + 2000 + 1000);
    } finally {
      await own.close().catch(() => {});
    }
    // Its own database and app: slow to open on a busy machine.
  }, 120_000);
});

describe('request ids', () => {
  it('keeps a sane x-request-id and returns it in the header and in error bodies', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', request_id: 'abc-123' });
  });

  it('replaces an unsafe x-request-id with a generated one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it('sends a strict CSP without unsafe-inline scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const script = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(script?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('OpenAPI', () => {
  it('serves the document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/user/candi_login', '/api/employers/{id}/status', '/api/master/{name}']),
    );
    expect(doc.paths['/api/candidate/register'].post.requestBody).toBeDefined();
  });

  it('serves the UI, still without inline scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-initializer.js');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('is not served in production', async () => {
    const { buildTestApp } = await import('../../../test/helpers/app');
    const prod = await buildTestApp(t.database, { NODE_ENV: 'production' });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('compression', () => {
  it('compresses larger JSON responses', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/master/skills',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('unknown routes', () => {
  it('answers JSON 404 for an unknown /api path, even when the caller accepts HTML', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-area/unknown',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Not found');
  });
});
