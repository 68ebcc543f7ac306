import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres, openTestDatabase } from '../../../test/helpers/app';
import { type Database, queryRows } from './client';

// PostgreSQL's JIT compiled a search word's set for longer than reading it took (client.ts).
describe.runIf(isPostgres)('the PostgreSQL pool', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('runs its statements without JIT compilation, on every connection', async () => {
    const rows = await Promise.all(
      Array.from({ length: 4 }, () =>
        queryRows<{ jit: string }>(database.db, sql`select current_setting('jit') as jit`),
      ),
    );
    expect(rows.map((r) => r[0]?.jit)).toEqual(['off', 'off', 'off', 'off']);
  });
});
