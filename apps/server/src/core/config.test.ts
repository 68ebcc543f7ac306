import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('has working defaults rooted at the repository', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, 'data'),
      webDist: path.join(REPO_ROOT, 'apps/web/dist'),
      databaseUrl: null,
      jwtTtlSeconds: 7 * 86_400,
      publicUrl: 'http://localhost:3000',
      mailFrom: 'Logistics Jobs <no-reply@localhost>',
      rateLimitFactor: 1,
      searchCacheSeconds: 60,
      worker: 'inline',
    });
    const rootPackage = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
    expect(rootPackage.workspaces).toContain('apps/server');
  });

  it('resolves relative paths from where the command was typed, and treats empty as unset', () => {
    const c = loadConfig({ DATA_DIR: 'mine', INIT_CWD: '/srv/portal', DATABASE_URL: '', PORT: '8080' });
    expect(c.dataDir).toBe('/srv/portal/mine');
    expect(c.databaseUrl).toBeNull();
    expect(c.publicUrl).toBe('http://localhost:8080');
  });

  it("sends from no-reply@ PUBLIC_URL's host unless MAIL_FROM is set", () => {
    expect(loadConfig({ PUBLIC_URL: 'https://jobs.example.com:8443/' }).mailFrom).toBe(
      'Logistics Jobs <no-reply@jobs.example.com>',
    );
    expect(
      loadConfig({ PUBLIC_URL: 'https://jobs.example.com', MAIL_FROM: 'Jobs <hr@example.net>' }).mailFrom,
    ).toBe('Jobs <hr@example.net>');
  });

  it('names every bad variable', () => {
    const bad = () =>
      loadConfig({
        PORT: 'eighty',
        JWT_TTL: '7 days',
        WORKER: 'maybe',
        JWT_SECRET: 'short',
        SEARCH_CACHE_SECONDS: '-5',
      });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT[\s\S]*JWT_SECRET[\s\S]*JWT_TTL[\s\S]*SEARCH_CACHE_SECONDS[\s\S]*WORKER/);
  });

  it('reads the search from a replica only beside a primary, and keeps its index in memory unless told', () => {
    const primary = 'postgres://db-primary/portal';
    const replica = 'postgres://db-replica/portal';
    expect(loadConfig({}).databaseReplicaUrl).toBeNull();
    expect(loadConfig({}).searchIndex).toBe('memory');
    expect(loadConfig({ SEARCH_INDEX: 'sql' }).searchIndex).toBe('sql');
    expect(() => loadConfig({ SEARCH_INDEX: 'disk' })).toThrow(/SEARCH_INDEX/);
    expect(loadConfig({}).cvSearchThread).toBe(true);
    expect(loadConfig({ CV_SEARCH_THREAD: 'off' }).cvSearchThread).toBe(false);
    expect(() => loadConfig({ CV_SEARCH_THREAD: 'maybe' })).toThrow(/CV_SEARCH_THREAD/);
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: replica }).databaseReplicaUrl).toBe(
      replica,
    );
    expect(() => loadConfig({ DATABASE_REPLICA_URL: replica })).toThrow(
      /DATABASE_REPLICA_URL: needs DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'mysql://x/y' })).toThrow(
      /DATABASE_REPLICA_URL/,
    );
  });

  it('parses JWT_TTL units', () => {
    expect(loadConfig({ JWT_TTL: '30m' }).jwtTtlSeconds).toBe(1800);
    expect(loadConfig({ JWT_TTL: '2w' }).jwtTtlSeconds).toBe(1_209_600);
  });

  it('scans uploads only when CLAMAV_HOST is set, on port 3310 unless told', () => {
    expect(loadConfig({}).clamav).toBeNull();
    expect(loadConfig({ CLAMAV_HOST: 'clamd.internal' }).clamav).toEqual({
      host: 'clamd.internal',
      port: 3310,
      timeoutMs: 30_000,
    });
    expect(() => loadConfig({ CLAMAV_HOST: 'clamd', CLAMAV_PORT: '0' })).toThrow(/CLAMAV_PORT/);
  });
});
