import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/app';
import type { Database } from '../../core/db/client';
import { masterItems } from '../../core/db/schema/master-data';
import { publish } from '../../platform/events/domain-events';
import { masterRefs } from './refs';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const silent = { warn: () => {} };

describe('master names kept in memory', () => {
  it('are read again once the job caches drop (a back-office change here, or the notice from another process)', async () => {
    const { db } = database;
    const [item] = await db
      .insert(masterItems)
      .values({ list: 'skills', name: 'Cross Docking', slug: `cross-docking-${Date.now()}` })
      .returning();
    if (!item) throw new Error('no item');
    expect((await masterRefs(db, [item.id])).get(item.id)?.name).toBe('Cross Docking');

    // Renamed by another process: this one still has the name it read.
    await db.update(masterItems).set({ name: 'Cross-Docking' }).where(eq(masterItems.id, item.id));
    expect((await masterRefs(db, [item.id])).get(item.id)?.name).toBe('Cross Docking');

    publish(db, 'jobs.changed', silent);
    expect((await masterRefs(db, [item.id])).get(item.id)?.name).toBe('Cross-Docking');
  });
});
