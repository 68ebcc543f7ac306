import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config';
import { render } from '../../core/i18n/catalog';
import { errorsPlugin } from '../http/errors';
import { sendPublicImage } from './download';
import { missingFileText, uploadsPerProcess, uploadsStartWarning } from './per-process';
import { newStorageKey } from './storage';
import { storagePlugin } from './storage-plugin';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'per-process-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const POSTGRES = 'postgres://portal@127.0.0.1:5432/portal';
const configOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });

describe('uploads on the local disk beside PostgreSQL (several web processes)', () => {
  it('is per process only with local storage and PostgreSQL', () => {
    expect(uploadsPerProcess(configOf({ DATABASE_URL: POSTGRES }))).toBe(true);
    expect(uploadsPerProcess(configOf({}))).toBe(false); // the embedded database: one process
    expect(uploadsPerProcess(configOf({ DATABASE_URL: POSTGRES, S3_BUCKET: 'uploads' }))).toBe(false);
  });

  it('warns at start, in both languages, naming the folder and the two ways to share it', () => {
    const config = configOf({ DATABASE_URL: POSTGRES });
    const en = uploadsStartWarning(config, 'en');
    expect(en).toContain(path.join(dataDir, 'uploads'));
    expect(en).toContain('Several web processes need S3');
    expect(en).toContain('shared DATA_DIR/uploads');
    const ar = uploadsStartWarning(config, 'ar');
    expect(ar).toContain(path.join(dataDir, 'uploads'));
    expect(ar).toContain('S3');
    expect(ar).not.toBe(en);
    expect(uploadsStartWarning(configOf({}))).toBeNull();
  });

  it('says a missing file is not on this server, not that it was deleted', () => {
    expect(render(missingFileText(true), 'en')).toMatch(/^This file is not on this server/);
    expect(render(missingFileText(true), 'ar')).toMatch(/^هذا الملف غير موجود على هذا الخادم/);
    expect(render(missingFileText(false), 'en')).toBe('The file is no longer available.');
  });

  const appWith = async (env: Record<string, string>, lines: string[]) => {
    const app = Fastify({ logger: { level: 'warn', stream: { write: (l: string) => lines.push(l) } } });
    await app.register(errorsPlugin);
    await app.register(storagePlugin, { config: configOf(env) });
    const file = { storageKey: newStorageKey(), mime: 'image/webp', size: 10 };
    app.get('/photo', (_req, reply) => sendPublicImage(reply, file));
    await app.ready();
    return app;
  };

  it('a process started so logs the warning once and answers a missing photo in the reader’s language', async () => {
    const lines: string[] = [];
    const app = await appWith({ DATABASE_URL: POSTGRES }, lines);
    try {
      expect(lines.filter((l) => l.includes('Several web processes need S3'))).toHaveLength(1);
      const res = await app.inject({ method: 'GET', url: '/photo' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/^This file is not on this server/);
      const ar = await app.inject({ method: 'GET', url: '/photo', headers: { 'accept-language': 'ar' } });
      expect(ar.json().message).toMatch(/^هذا الملف غير موجود على هذا الخادم/);
    } finally {
      await app.close();
    }
  });

  it('one process alone (the embedded database) says nothing at start and calls the file gone', async () => {
    const lines: string[] = [];
    const app = await appWith({}, lines);
    try {
      expect(lines.filter((l) => l.includes('Several web processes'))).toEqual([]);
      const res = await app.inject({ method: 'GET', url: '/photo' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('The file is no longer available.');
    } finally {
      await app.close();
    }
  });
});
