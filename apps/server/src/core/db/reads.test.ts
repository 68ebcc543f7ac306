import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/app';
import { type Database, queryRows } from './client';
import { reads } from './reads';

describe('reads', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  /** Two reads that note when each starts and ends, and what they read. */
  function traced(db: Database['db'], events: string[]) {
    const read = (name: string, n: number) => async () => {
      events.push(`${name} starts`);
      const [row] = await queryRows<{ n: number }>(db, sql`select ${n}::int as n`);
      events.push(`${name} ends`);
      return row?.n;
    };
    return [read('a', 1), read('b', 2)] as const;
  }

  it('starts every read at once on the database', async () => {
    const events: string[] = [];
    expect(await reads(database.db, ...traced(database.db, events))).toEqual([1, 2]);
    expect(events.slice(0, 2)).toEqual(['a starts', 'b starts']);
  });

  it('runs them in turn inside a transaction, whose one connection takes one statement at a time', async () => {
    const events: string[] = [];
    const answers = await database.db.transaction((tx) => reads(tx, ...traced(tx, events)));
    expect(answers).toEqual([1, 2]);
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });
});
