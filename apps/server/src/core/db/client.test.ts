import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres, openTestDatabase } from '../../../test/helpers/app';
import { isOutage } from '../lib/outage';
import { createPglite, type Database, fromPglite, PING_REUSE_MS, queryRows } from './client';

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

  it('survives the server ending a connection a transaction holds between statements', async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        const [me] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        // Ended from another connection while this one waits between statements, as a
        // PostgreSQL shutting down ends every session.
        await queryRows(database.db, sql`select pg_terminate_backend(${me?.pid ?? 0})`);
        await new Promise((r) => setTimeout(r, 300));
        await queryRows(tx, sql`select 1`);
      })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(isOutage(failure)).toBe(true);
    // The process is still here and the pool gives healthy connections.
    expect(await database.ping()).toBe(true);
  });
});

describe('ping', () => {
  it('shares one query between concurrent callers and reuses its answer briefly', async () => {
    const database = fromPglite(await createPglite());
    try {
      const execute = database.db.execute.bind(database.db);
      let queries = 0;
      database.db.execute = ((query: Parameters<typeof execute>[0]) => {
        queries++;
        return execute(query);
      }) as typeof execute;
      expect(await Promise.all(Array.from({ length: 20 }, () => database.ping()))).toEqual(
        Array(20).fill(true),
      );
      expect(await database.ping()).toBe(true);
      expect(queries).toBe(1);
      await new Promise((r) => setTimeout(r, PING_REUSE_MS + 50));
      expect(await database.ping()).toBe(true);
      expect(queries).toBe(2);
    } finally {
      await database.close();
    }
    // A fresh PGlite starts in seconds on a busy machine.
  }, 60_000);
});
