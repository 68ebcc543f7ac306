import { sql } from 'drizzle-orm';
import type { Db } from '../../src/core/db/client';

/**
 * Makes reads of `table` fail as a database going away does (SQLSTATE 57P01, admin_shutdown), so
 * one step of a request meets an outage while the steps before it (sign-in, other tables) still
 * work: every read, or with `where` (SQL over its columns) every read that meets a matching row.
 * The table is swapped for a view that raises; the returned function puts it back. Use a database
 * of the file's own, or restore before the test ends.
 */
export async function failReads(db: Db, table: string, where?: string): Promise<() => Promise<void>> {
  const real = `${table}__outage`;
  const raising = `${table}__outage_rows`;
  await db.execute(
    sql.raw(`create or replace function simulated_outage() returns boolean language plpgsql as $$
      begin raise exception 'simulated outage' using errcode = '57P01'; end $$`),
  );
  await db.execute(sql.raw(`alter table ${table} rename to ${real}`));
  if (where === undefined) {
    // A row filter would not run on a read that finds no row: the scan itself raises.
    await db.execute(
      sql.raw(`create function ${raising}() returns setof ${real} language plpgsql as $$
        begin raise exception 'simulated outage' using errcode = '57P01'; end $$`),
    );
    await db.execute(sql.raw(`create view ${table} as select * from ${raising}()`));
  } else {
    await db.execute(
      sql.raw(
        `create view ${table} as select * from ${real} where case when (${where}) then simulated_outage() else true end`,
      ),
    );
  }
  return async () => {
    await db.execute(sql.raw(`drop view ${table}`));
    await db.execute(sql.raw(`drop function if exists ${raising}()`));
    await db.execute(sql.raw(`alter table ${real} rename to ${table}`));
  };
}

/** An error as the driver gives it when the server goes away (isOutage: true). */
export const outageError = () => Object.assign(new Error('simulated outage'), { code: '57P01' });

/**
 * A handle on `db` whose statements containing `marker` go through `matched`: raw ones (`db.execute`)
 * and built ones, named prepared statements included (both are prepared by the session; a transaction's
 * statements, on a session of their own, are not seen).
 */
function interceptStatements(
  db: Db,
  marker: string,
  matched: (run: () => Promise<unknown>) => Promise<unknown>,
): Db {
  type Session = {
    prepareQuery(query: { sql: string }, ...rest: unknown[]): { execute(...a: unknown[]): unknown };
  };
  const session = new Proxy(db._.session as unknown as Session, {
    get(target, prop, receiver) {
      if (prop !== 'prepareQuery') return Reflect.get(target, prop, receiver);
      return (query: { sql: string }, ...rest: unknown[]) => {
        const prepared = target.prepareQuery(query, ...rest);
        if (!query.sql.includes(marker)) return prepared;
        return new Proxy(prepared, {
          get(p, key, r) {
            if (key !== 'execute') return Reflect.get(p, key, r);
            return (...args: unknown[]) => matched(async () => await p.execute(...args));
          },
        });
      };
    },
  });
  // Built statements reach the session as `db.session`, named raw ones (namedStatement) as `db._.session`.
  const internals = { ...db._, session };
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'session') return session;
      if (prop === '_') return internals;
      return Reflect.get(target, prop, receiver);
    },
  });
}

/**
 * A handle on `db` whose raw statements (`db.execute`) containing `marker` fail as in an outage,
 * every other statement going through: one step (an index build) fails while the rest work.
 */
export function failStatements(db: Db, marker: string): Db {
  return interceptStatements(db, marker, () => Promise.reject(outageError()));
}

/**
 * A handle on `db` whose raw statements containing `marker` wait until `release()` (a slow step, such
 * as an index being read), every other statement going through; `held` counts those that waited.
 */
export function holdStatements(db: Db, marker: string): { db: Db; release: () => void; held: () => number } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  const handle = interceptStatements(db, marker, (run) => {
    held++;
    return gate.then(run);
  });
  return { db: handle, release, held: () => held };
}
