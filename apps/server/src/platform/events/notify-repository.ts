import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';

/** Sends a notice on a PostgreSQL channel; PGlite accepts it and nobody hears it. */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
