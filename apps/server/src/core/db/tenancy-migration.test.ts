import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, type Database, fromPglite, queryRows } from './client';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate';

/**
 * The tenancy migration on a database seeded before tenancy: the seeded staff's consultancy becomes the
 * operator, master_admin joins it, and each note written until then belongs to its author's
 * organisation (the operator for the admin's and for those whose author is gone).
 */
let database: Database;
let before: string;
beforeAll(async () => {
  before = mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));
  cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith('_tenancy'));
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

  database = fromPglite(await createPglite());
  await runMigrations(database, before);
  // What the seed of that time made: its consultancy with the staff, an employer, an admin without organisation.
  await database.db.execute(sql`
    insert into clients (id, type, name, status) values
      (1, 'employer', 'Gulf Freight Solutions LLC', 'active'),
      (2, 'consultancy', 'Desert Bridge Logistics Recruitment', 'active'),
      (3, 'consultancy', 'Registered Rival Recruitment', 'active')`);
  await database.db.execute(sql`
    insert into users (id, email, password_hash, role, first_name, last_name, client_id) values
      (1, 'admin@demo.example.com', 'x', 'master_admin', 'Demo', 'Admin', null),
      (2, 'consultancy_admin@demo.example.com', 'x', 'consultancy_admin', 'James', 'Carter', 2),
      (3, 'rival@example.com', 'x', 'consultancy_admin', 'Rita', 'Rival', 3),
      (4, 'cand@example.com', 'x', 'candidate', 'Aisha', 'Rahman', null)`);
  await database.db.execute(sql`
    insert into consultant_feedback (candidate_id, author_id, body) values
      (4, 1, 'By the admin'), (4, 3, 'By the rival'), (4, null, 'By someone since deleted');`);
  await runMigrations(database);
});
afterAll(async () => {
  await database.close();
  rmSync(before, { recursive: true, force: true });
});

describe('the tenancy migration on an existing database', () => {
  it('marks the seeded staff consultancy as the operator, and only it', async () => {
    const rows = await queryRows<{ id: number }>(database.db, sql`select id from clients where is_operator`);
    expect(rows.map((r) => Number(r.id))).toEqual([2]);
  });

  it('puts master_admin in the operator organisation', async () => {
    const [admin] = await queryRows<{ client_id: number }>(
      database.db,
      sql`select client_id from users where id = 1`,
    );
    expect(Number(admin?.client_id)).toBe(2);
  });

  it('gives each earlier note to its author’s organisation, and the operator those of no organisation', async () => {
    const rows = await queryRows<{ client_id: number }>(
      database.db,
      sql`select client_id from consultant_feedback order by id`,
    );
    expect(rows.map((r) => Number(r.client_id))).toEqual([2, 3, 2]);
  });

  it('allows no second operator', async () => {
    await expect(
      database.db.execute(sql`update clients set is_operator = true where id = 3`),
    ).rejects.toThrow();
  });
});
