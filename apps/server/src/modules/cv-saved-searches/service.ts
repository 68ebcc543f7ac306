import type { SavedSearch, SavedSearchAlert, SavedSearchInput } from '@portal/contract/cv-saved-searches';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { type Caller, ownClientId } from '../../platform/tenancy/scope';
import { catalogue } from './i18n';
import {
  alertColumns,
  deleteSavedSearch,
  insertSavedSearch,
  ownSavedSearch,
  ownSavedSearches,
  type SavedSearchRow as Row,
  stopAlert,
  updateSavedSearch,
  userById,
} from './repository';

export const SAVED_SEARCH_NOT_FOUND = catalogue.text('errors.saved_search_not_found');
const NOT_YOURS = catalogue.text('errors.only_colleague_who_saved_search');

const out = (r: Row, owner: { firstName: string; lastName: string } | null, me: number): SavedSearch => ({
  id: r.id,
  name: r.name,
  criteria: r.criteria,
  alert: r.alertFrequency ?? 'none',
  owner: owner ? `${owner.firstName} ${owner.lastName}` : 'A former colleague',
  mine: r.userId === me,
  created_at: r.createdAt.toISOString(),
  last_run_at: r.lastRunAt.toISOString(),
});

export function createSavedSearchService(db: Db) {
  /** The organisation's saved search; another organisation's is 404. */
  async function own(caller: Caller, id: number): Promise<Row> {
    const row = await ownSavedSearch(db, caller, id);
    if (!row) throw AppError.notFound(SAVED_SEARCH_NOT_FOUND);
    return row;
  }
  /** Colleagues see a saved search; only its maker changes it. */
  async function mine(caller: Caller, id: number): Promise<Row> {
    const row = await own(caller, id);
    if (row.userId !== caller.user.id) throw AppError.forbidden(NOT_YOURS);
    return row;
  }

  return {
    /** The organisation's saved searches, newest first (the caller's and their colleagues'). */
    async list(caller: Caller): Promise<SavedSearch[]> {
      const rows = await ownSavedSearches(db, caller);
      return rows.map((r) =>
        out(
          r.s,
          r.firstName != null && r.lastName != null ? { firstName: r.firstName, lastName: r.lastName } : null,
          caller.user.id,
        ),
      );
    },

    async create(caller: Caller, input: SavedSearchInput): Promise<SavedSearch> {
      const row = await insertSavedSearch(db, {
        clientId: ownClientId(caller),
        userId: caller.user.id,
        name: input.name,
        criteria: input.criteria,
        ...alertColumns(input.alert),
      });
      if (!row) throw new Error('saved search not written');
      return out(row, caller.user, caller.user.id);
    },

    async update(caller: Caller, id: number, patch: { name?: string; alert?: SavedSearchAlert }) {
      const before = await mine(caller, id);
      const alertChanged = patch.alert !== undefined && patch.alert !== (before.alertFrequency ?? 'none');
      const row = await updateSavedSearch(db, id, {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(alertChanged && patch.alert ? alertColumns(patch.alert) : {}),
      });
      if (!row) throw AppError.notFound(SAVED_SEARCH_NOT_FOUND);
      return out(row, await userById(db, row.userId), caller.user.id);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      await mine(caller, id);
      await deleteSavedSearch(db, id);
    },

    /** One-click unsubscribe: the alert stops; the saved search stays. Repeating it is no error. */
    async unsubscribe(id: number): Promise<boolean> {
      return stopAlert(db, id);
    },
  };
}
