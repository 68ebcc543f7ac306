import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backup } from '../src/app/backup/backup';
import { serveLiveSnapshots } from '../src/app/backup/live-snapshot';
import { codeMigrationLevel, MANIFEST } from '../src/app/backup/manifest';
import { RestoreRefusedError, restore } from '../src/app/backup/restore';
import { loadConfig } from '../src/core/config';
import { readStorageKeys } from '../src/core/db/backup-queries';
import { type Database, openDatabase } from '../src/core/db/client';
import { findPgTool, PgToolMissingError } from '../src/core/db/pg-tools';
import { buildTestApp, isPostgres, type TestApp } from './helpers/app';
import { newCandidate } from './helpers/applications';
import { uniqueWord } from './helpers/cv-fixture';
import { bearer, DEMO, signIn } from './helpers/requests';
import { fileUpload, minimalPdf } from './helpers/uploads';
import { adminQuery, serverUrl } from './setup/postgres-template';

/**
 * The backup drill (issue 33 item 5): a portal with data and files -> `backup` -> `restore` into an
 * empty target -> a portal on the restored copy answers the same jobs, candidates and file bytes.
 * On PGlite the backup is taken from the running portal (it holds the database's lock); on
 * PostgreSQL (the server-postgres project, TEST_DATABASE_URL) through pg_dump into a fresh database.
 */
const hasPgTools = (() => {
  try {
    findPgTool('pg_dump');
    findPgTool('pg_restore');
    return true;
  } catch {
    return false;
  }
})();
if (isPostgres && !hasPgTools) console.warn('backup drill skipped: pg_dump/pg_restore not found');

const temp = (name: string) => mkdtempSync(path.join(os.tmpdir(), `portal-backup-${name}-`));
const created: string[] = [];
const dirs: string[] = [];

type Target = { dataDir: string; databaseUrl: string | null };

async function newTarget(withDatabase: 'template' | 'empty'): Promise<Target> {
  const dataDir = temp('data');
  dirs.push(dataDir);
  if (!isPostgres) {
    if (withDatabase === 'template')
      cpSync(inject('pgliteTemplate'), path.join(dataDir, 'pglite'), { recursive: true });
    return { dataDir, databaseUrl: null };
  }
  const name = `portal_backup_${randomBytes(5).toString('hex')}`;
  await adminQuery(
    withDatabase === 'template'
      ? `CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`
      : `CREATE DATABASE "${name}"`,
  );
  created.push(name);
  return { dataDir, databaseUrl: serverUrl(name) };
}

const configOf = (t: Target) =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: t.dataDir,
    ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}),
  });

async function startPortal(t: Target): Promise<{ app: TestApp; database: Database }> {
  const database = await openDatabase(t);
  const app = await buildTestApp(database, { DATA_DIR: t.dataDir, WORKER: 'off' });
  return { app, database };
}

/** The answers a user would see, to compare before and after. */
async function answers(app: TestApp, word: string, candidate: { token: string; cvId: number }) {
  const employer = await signIn(app.app, 'employer', DEMO.employer);
  const get = (url: string, token?: string) =>
    app.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const search = await get('/api/jobs/search?page_size=50');
  const jobs = search.json<{ data: { id: number }[] }>().data;
  const detail = await get(`/api/jobs/view/${jobs[0]?.id}`);
  const cvSearch = await get(`/api/search/candidate?q=${word}`, employer);
  const cvFile = await get(`/api/candidate/cvs/${candidate.cvId}/file`, candidate.token);
  for (const res of [search, detail, cvSearch, cvFile])
    expect(res.statusCode, `${res.raw.req.url} ${res.body}`).toBe(200);
  return {
    search: search.json(),
    detail: detail.json(),
    cvSearch: cvSearch.json(),
    cvFile: cvFile.rawPayload.toString('base64'),
  };
}

/** Every file of an uploads tree with its bytes, by relative path. */
function tree(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (e.isFile()) {
      const full = path.join(e.parentPath, e.name);
      out[path.relative(dir, full)] = readFileSync(full).toString('base64');
    }
  return out;
}

afterAll(async () => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  for (const name of created) await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

describe.skipIf(isPostgres && !hasPgTools)(
  `backup and restore drill (${isPostgres ? 'PostgreSQL' : 'PGlite'})`,
  () => {
    let source: Target;
    let portal: { app: TestApp; database: Database };
    let before: Awaited<ReturnType<typeof answers>>;
    let candidate: { token: string; cvId: number };
    let word: string;
    let stopSnapshots = () => {};
    const out = path.join(temp('archive'), 'backup');
    dirs.push(path.dirname(out));

    beforeAll(async () => {
      source = await newTarget('template');
      portal = await startPortal(source);
      // The seed stored its files under the template's DATA_DIR (os.tmpdir()); this portal's copy.
      for (const key of await readStorageKeys(portal.database.db)) {
        const from = path.join(os.tmpdir(), 'uploads', key.slice(0, 2), key);
        if (!existsSync(from)) continue;
        mkdirSync(path.join(source.dataDir, 'uploads', key.slice(0, 2)), { recursive: true });
        copyFileSync(from, path.join(source.dataDir, 'uploads', key.slice(0, 2), key));
      }
      word = uniqueWord();
      const cand = await newCandidate(portal.app.app);
      const pdf = fileUpload(minimalPdf(`Reefer logistics ${word} planner`), 'cv.pdf', 'application/pdf');
      const up = await portal.app.app.inject({
        method: 'POST',
        url: '/api/candidate/cvs',
        payload: pdf.payload,
        headers: { ...pdf.headers, ...bearer(cand.token) },
      });
      expect(up.statusCode, up.body).toBe(201);
      candidate = { token: cand.token, cvId: up.json<{ data: { id: number } }>().data.id };
      before = await answers(portal.app, word, candidate);
      if (portal.database.dumpDataDir)
        stopSnapshots = serveLiveSnapshots(source.dataDir, portal.database.dumpDataDir, portal.app.app.log);
    });
    afterAll(async () => {
      stopSnapshots();
      await portal?.app.app.close();
      await portal?.database.close();
    });

    // One test: the restore needs the backup, and tests run shuffled.
    it('backs up the running portal and restores it into an empty target, which answers the same', async () => {
      const manifest = await backup(configOf(source), out);
      expect(manifest.database.taken).toBe(isPostgres ? 'pg_dump-snapshot' : 'live-server');
      expect(manifest.counts.candidates).toBeGreaterThan(0);
      expect(manifest.counts.jobs).toBeGreaterThan(0);
      expect(manifest.files).toMatchObject({ backend: 'local', missing: [] });
      expect(manifest.files.copied).toBeGreaterThan(0);
      expect(tree(path.join(out, 'uploads'))).toEqual(tree(path.join(source.dataDir, 'uploads')));

      const target = await newTarget('empty');
      await restore(configOf(target), out, false);
      expect(tree(path.join(target.dataDir, 'uploads'))).toEqual(tree(path.join(source.dataDir, 'uploads')));
      const restored = await startPortal(target);
      try {
        expect(await answers(restored.app, word, candidate)).toEqual(before);
      } finally {
        await restored.app.app.close();
        await restored.database.close();
      }
      // Over a target that now holds data: refused, and nothing touched, unless forced.
      await expect(restore(configOf(target), out, false)).rejects.toThrow(RestoreRefusedError);
      await restore(configOf(target), out, true);
      expect(readdirSync(target.dataDir).some((n) => n.startsWith('uploads.replaced-'))).toBe(true);
    }, 180_000);

    it('refuses a backup made by a newer version (migrations this code does not know)', async () => {
      // Refused on the manifest alone, before anything is read or written.
      const newer = temp('newer');
      dirs.push(newer);
      const code = codeMigrationLevel();
      const m = {
        format: 1,
        portal_version: '9.9.9',
        database: { driver: isPostgres ? 'postgres' : 'pglite', file: 'none' },
        migrations: { applied: code.applied + 1, last_created_at: code.last_created_at + 1 },
      };
      writeFileSync(path.join(newer, MANIFEST), JSON.stringify(m));
      const target = await newTarget('empty');
      await expect(restore(configOf(target), newer, false)).rejects.toThrow(/newer than this version/);
      expect(existsSync(path.join(target.dataDir, 'pglite'))).toBe(false);
    });
  },
);

describe('PostgreSQL tools', () => {
  it('names what to install when pg_dump is missing', () => {
    expect(() => findPgTool('pg_dump', ['/nonexistent'])).toThrow(PgToolMissingError);
    expect(() => findPgTool('pg_dump', ['/nonexistent'])).toThrow(/postgresql-client/);
  });
});
