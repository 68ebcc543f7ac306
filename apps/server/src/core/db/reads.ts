import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Independent reads, each started by its function: at once on the database (the pool gives each a
 * connection of its own), in turn inside a transaction, whose one connection runs one statement at a
 * time (node-postgres queues a second and warns that version 9 will refuse it).
 */
export async function reads<T extends readonly unknown[]>(
  db: Db,
  ...runs: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(runs.map((run) => run()))) as unknown as T;
  const out: unknown[] = [];
  for (const run of runs) out.push(await run());
  return out as unknown as T;
}
