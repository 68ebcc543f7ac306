import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/app';
import type { Database } from '../client';
import { clients } from '../schema/clients';
import { masterItems } from '../schema/master-data';
import { settings } from '../schema/settings';
import { rolePermissions, users } from '../schema/users';
import { runSeed } from '.';
import { DEMO_CV_CANDIDATES } from './cv-database';
import { DEMO_ACCOUNTS, demoBannerLines } from './demo-accounts';

let database: Database;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-seed-'));
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function counts() {
  const db = database.db;
  const n = async (
    table: typeof users | typeof clients | typeof masterItems | typeof rolePermissions | typeof settings,
  ) => (await db.select({ n: count() }).from(table))[0]?.n;
  return {
    users: await n(users),
    clients: await n(clients),
    master: await n(masterItems),
    perms: await n(rolePermissions),
    settings: await n(settings),
  };
}

describe('seed', () => {
  it('is idempotent: a second run, even without its marker, inserts nothing twice', async () => {
    const before = await counts();
    // The demo accounts and the demo CV database's candidates.
    expect(before.users).toBe(DEMO_ACCOUNTS.length + DEMO_CV_CANDIDATES);
    expect(await runSeed(database.db, { dataDir, demoPassword: null })).toBe(false);
    await database.db.delete(settings).where(eq(settings.key, 'seed.version'));
    expect(await runSeed(database.db, { dataDir, demoPassword: null })).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it('generates a demo password once into a private file, and the banner never shows it', async () => {
    await database.db.delete(users).where(eq(users.email, 'ats@demo.example.com'));
    await database.db.delete(settings).where(eq(settings.key, 'seed.version'));
    await runSeed(database.db, { dataDir, demoPassword: null });
    const file = path.join(dataDir, 'demo-accounts.txt');
    const line = readFileSync(file, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('ats\t'));
    const password = line?.split('\t')[2] ?? '';
    expect(password.replace(/-/g, '').length).toBeGreaterThanOrEqual(16);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const banner = demoBannerLines({ dataDir, demoPassword: null }).join('\n');
    expect(banner).toContain('admin@demo.example.com');
    expect(banner).toContain(file);
    expect(banner).not.toContain(password);
    expect(demoBannerLines({ dataDir, demoPassword: 'secret-demo' }).join('\n')).toContain(
      'as set in DEMO_PASSWORD',
    );
  });
});
