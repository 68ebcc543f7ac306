import type { SavedSearch, SavedSearchAlert, SavedSearchInput } from '@portal/contract/cv-saved-searches';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cvSavedSearches } from '../../db/schema/cv-database';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { nextRunAt } from '../alerts/schedule';
import { type Caller, ownClientId, ownOrgOnly } from '../tenancy/scope';

export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found.';
const NOT_YOURS = 'Only the colleague who saved this search can change or delete it.';

type Row = typeof cvSavedSearches.$inferSelect;

const out = (r: Row, owner: { firstName: string; lastName: string } | null, me: number): SavedSearch => ({
  id: r.id,
  name: r.name,
  criteria: r.criteria as Record<string, string>,
  alert: r.alertFrequency ?? 'none',
  owner: owner ? `${owner.firstName} ${owner.lastName}` : 'A former colleague',
  mine: r.userId === me,
  created_at: r.createdAt.toISOString(),
  last_run_at: r.lastRunAt.toISOString(),
});

/** The alert's columns for a choice: a new alert starts afresh (candidates changed from now on). */
const alertColumns = (alert: SavedSearchAlert) =>
  alert === 'none'
    ? { alertFrequency: null, nextRunAt: null }
    : { alertFrequency: alert, nextRunAt: nextRunAt(alert), lastRunAt: sql`now()` };

export function createSavedSearchService(db: Db) {
  /** The organisation's saved search; another organisation's is 404. */
  async function own(caller: Caller, id: number): Promise<Row> {
    const [row] = await db
      .select()
      .from(cvSavedSearches)
      .where(and(eq(cvSavedSearches.id, id), ownOrgOnly(caller, cvSavedSearches.clientId)));
    if (!row) throw AppError.notFound(SAVED_SEARCH_NOT_FOUND);
    return row;
  }
  /** Colleagues see a saved search; only its maker changes it. */
  async function mine(caller: Caller, id: number): Promise<Row> {
    const row = await own(caller, id);
    if (row.userId !== caller.user.id) throw AppError.forbidden(NOT_YOURS);
    return row;
  }
  const ownerOf = async (userId: number) =>
    (await db.select().from(users).where(eq(users.id, userId)))[0] ?? null;

  return {
    /** The organisation's saved searches, newest first (the caller's and their colleagues'). */
    async list(caller: Caller): Promise<SavedSearch[]> {
      const rows = await db
        .select({ s: cvSavedSearches, firstName: users.firstName, lastName: users.lastName })
        .from(cvSavedSearches)
        .leftJoin(users, eq(users.id, cvSavedSearches.userId))
        .where(ownOrgOnly(caller, cvSavedSearches.clientId))
        .orderBy(desc(cvSavedSearches.createdAt), desc(cvSavedSearches.id))
        .limit(200);
      return rows.map((r) =>
        out(
          r.s,
          r.firstName != null && r.lastName != null ? { firstName: r.firstName, lastName: r.lastName } : null,
          caller.user.id,
        ),
      );
    },

    async create(caller: Caller, input: SavedSearchInput): Promise<SavedSearch> {
      const [row] = await db
        .insert(cvSavedSearches)
        .values({
          clientId: ownClientId(caller),
          userId: caller.user.id,
          name: input.name,
          criteria: input.criteria,
          ...alertColumns(input.alert),
        })
        .returning();
      if (!row) throw new Error('saved search not written');
      return out(row, caller.user, caller.user.id);
    },

    async update(caller: Caller, id: number, patch: { name?: string; alert?: SavedSearchAlert }) {
      const before = await mine(caller, id);
      const alertChanged = patch.alert !== undefined && patch.alert !== (before.alertFrequency ?? 'none');
      const [row] = await db
        .update(cvSavedSearches)
        .set({
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(alertChanged && patch.alert ? alertColumns(patch.alert) : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(cvSavedSearches.id, id))
        .returning();
      if (!row) throw AppError.notFound(SAVED_SEARCH_NOT_FOUND);
      return out(row, await ownerOf(row.userId), caller.user.id);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      await mine(caller, id);
      await db.delete(cvSavedSearches).where(eq(cvSavedSearches.id, id));
    },

    /** One-click unsubscribe: the alert stops; the saved search stays. Repeating it is no error. */
    async unsubscribe(id: number): Promise<boolean> {
      const rows = await db
        .update(cvSavedSearches)
        .set({ alertFrequency: null, nextRunAt: null, updatedAt: sql`now()` })
        .where(eq(cvSavedSearches.id, id))
        .returning({ id: cvSavedSearches.id });
      return rows.length > 0;
    },
  };
}
