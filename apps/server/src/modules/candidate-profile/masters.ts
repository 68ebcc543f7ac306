import type { MasterName } from '@portal/contract/master-data';
import type { Db } from '../../core/db/client';
import type { Text } from '../../core/i18n/catalog';
import { AppError, type FieldErrors } from '../../core/lib/app-error';
import {
  checkReferences,
  heldIds,
  type LocationInput,
  NO_LONGER_OFFERED,
  type ResolvedLocation,
} from '../master';
import { masterItemsIn } from './repository';

export type MasterCheck = {
  field: string;
  ids: number | null | undefined | number[];
  lists: MasterName[];
  message: Text;
};

/**
 * Checks every master-data id against the list(s) its field takes, in one query, so a visa status
 * id cannot be stored as a nationality; a deactivated item only when the profile already holds it
 * (`held`). Throws 400 naming each bad field. Returns the names found.
 */
export async function checkMasters(
  db: Db,
  checks: MasterCheck[],
  held: ReadonlySet<number> = heldIds(),
): Promise<Map<number, string>> {
  const idsOf = (c: MasterCheck) => (Array.isArray(c.ids) ? c.ids : c.ids == null ? [] : [c.ids]);
  const wanted = [...new Set(checks.flatMap(idsOf))];
  const rows = await masterItemsIn(db, wanted);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const errors: FieldErrors = {};
  for (const c of checks) {
    const bad = idsOf(c).some((id) => {
      const list = byId.get(id)?.list;
      return !list || !c.lists.includes(list);
    });
    if (bad) errors[c.field] = [c.message];
    else if (idsOf(c).some((id) => !byId.get(id)?.active && !held.has(id)))
      errors[c.field] = [NO_LONGER_OFFERED];
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The current location nests like a job location (city in state in country); the jobs module's
 * check does that, and its field names are put under `current_location`.
 */
export async function checkCurrentLocation(
  db: Db,
  location: LocationInput,
  held: ReadonlySet<number> = heldIds(),
): Promise<ResolvedLocation> {
  try {
    const [resolved] = (await checkReferences(db, { locations: [location] }, held)) ?? [];
    if (!resolved) throw new Error('location check returned nothing');
    return resolved;
  } catch (err) {
    if (!(err instanceof AppError) || !err.fields) throw err;
    const fields: FieldErrors = {};
    for (const [key, messages] of Object.entries(err.fields))
      fields[key.replace(/^locations\.0\./, 'current_location.')] = messages;
    throw AppError.validation(fields);
  }
}
