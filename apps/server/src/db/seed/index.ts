import { DEFAULT_ROLE_PERMISSIONS } from '@portal/contract/permissions';
import type { Role } from '@portal/contract/roles';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { settings } from '../schema/settings';
import { rolePermissions } from '../schema/users';
import { seedDemoAccounts } from './demo-accounts';
import { seedMasterData } from './master-data';
import { DEFAULT_PUBLIC_SETTINGS } from './public-settings';

/** Bump when the seed gains something; every step is idempotent, the marker only skips work. */
export const SEED_VERSION = 1;
const MARKER = 'seed.version';
const SEED_LOCK_KEY = 727_001;

export type SeedOptions = { dataDir: string; demoPassword: string | null };

/** Seeds master data, permissions, public settings and demo accounts. Returns whether it ran. */
export async function runSeed(db: Db, opts: SeedOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two servers starting together on one PostgreSQL must not both seed: the second waits here,
    // then sees the marker.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [marker] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, MARKER));
    if (typeof marker?.value === 'number' && marker.value >= SEED_VERSION) return false;
    await seedMasterData(tx);
    const grants = Object.entries(DEFAULT_ROLE_PERMISSIONS).flatMap(([role, perms]) =>
      perms.map((permission) => ({ role: role as Role, permission })),
    );
    await tx.insert(rolePermissions).values(grants).onConflictDoNothing();
    await tx
      .insert(settings)
      .values(Object.entries(DEFAULT_PUBLIC_SETTINGS).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
    await seedDemoAccounts(tx, opts);
    await tx
      .insert(settings)
      .values({ key: MARKER, value: SEED_VERSION })
      .onConflictDoUpdate({ target: settings.key, set: { value: SEED_VERSION, updatedAt: new Date() } });
    return true;
  });
}
