import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/app';
import type { Database } from '../../core/db/client';
import { candidateProfiles, files } from '../../core/db/schema/candidates';
import { clients } from '../../core/db/schema/clients';
import { masterItems } from '../../core/db/schema/master-data';
import { settings } from '../../core/db/schema/settings';
import { rolePermissions, users } from '../../core/db/schema/users';
import { extractCvText } from '../../platform/files/cv-text';
import { runSeed } from '.';
import { DEMO_CV_CANDIDATES, demoCvEmail } from './cv-database';
import { seedDemoCvFiles } from './cv-files';
import { DEMO_ACCOUNTS, demoBannerLines } from './demo-accounts';
import { demoCv } from './demo-cvs';
import { DEMO_EMPLOYERS, PENDING_EMPLOYERS } from './demo-employers';

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
    // The demo accounts, the demo CV database's candidates and the other employers' recruiters.
    expect(before.users).toBe(
      DEMO_ACCOUNTS.length +
        DEMO_CV_CANDIDATES +
        [...DEMO_EMPLOYERS, ...PENDING_EMPLOYERS].filter((e) => e.owner).length +
        // The demo employer's colleague who scored an applicant (demo-scorecards.ts).
        1 +
        // The candidate the demo employer added who has not confirmed yet (demo-consents.ts).
        1 +
        // The second record of the CV database's first candidate, a likely duplicate (demo-duplicate.ts).
        1,
    );
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

describe('demo CV files', () => {
  it('gives a demo candidate without a CV a PDF whose text is their CV, stored where uploads go', async () => {
    const db = database.db;
    const [cand] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoCvEmail(3)));
    if (!cand) throw new Error('no demo CV candidate');
    await db.update(candidateProfiles).set({ cvFileId: null }).where(eq(candidateProfiles.userId, cand.id));
    await seedDemoCvFiles(db, { dataDir });
    const [row] = await db
      .select({ key: files.storageKey, mime: files.mime, size: files.size, name: files.originalName })
      .from(candidateProfiles)
      .innerJoin(files, eq(files.id, candidateProfiles.cvFileId))
      .where(eq(candidateProfiles.userId, cand.id));
    expect(row).toMatchObject({ mime: 'application/pdf', name: expect.stringMatching(/-CV\.pdf$/) });
    const bytes = readFileSync(
      path.join(dataDir, 'uploads', (row?.key ?? 'missing').slice(0, 2), row?.key ?? 'missing'),
    );
    expect(bytes.length).toBe(row?.size);
    const text = await extractCvText('pdf', bytes);
    expect(text).toContain(demoCv(3).current.duties[0]?.slice(0, 40));
    // Run again: nothing more is added.
    await seedDemoCvFiles(db, { dataDir });
    const mine = await db.select({ id: files.id }).from(files).where(eq(files.ownerId, cand.id));
    expect(mine.length).toBeGreaterThanOrEqual(1);
    const [again] = await db
      .select({ key: files.storageKey })
      .from(candidateProfiles)
      .innerJoin(files, eq(files.id, candidateProfiles.cvFileId))
      .where(eq(candidateProfiles.userId, cand.id));
    expect(again?.key).toBe(row?.key);
  });
});
