import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeadersPlugin } from './security-headers';

async function serve(production: boolean) {
  const app = Fastify();
  await app.register(securityHeadersPlugin, { production });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  return app;
}

describe('security headers', () => {
  it('go with every answer, the 404 and a failure included', async () => {
    const app = await serve(true);
    for (const url of ['/ok', '/nope', '/fails']) {
      const res = await app.inject(url);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });

  it('pin browsers to HTTPS only in production', async () => {
    const res = await (await serve(false)).inject('/ok');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
