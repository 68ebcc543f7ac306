import type { Db } from '../../core/db/client';
import { type MasterRef, masterRefs } from '../master';
import type { RawRow } from './repositories/search-rows';

/**
 * A row's place (city, emirate, country) and notice period by name, in English and in Arabic, and the
 * names of the filters' values it holds.
 */
export type RowNames = {
  location: string | null;
  location_ar: string | null;
  notice_period: string | null;
  notice_period_ar: string | null;
  matched: string[];
};

type Placed = Pick<RawRow, 'city_id' | 'state_id' | 'country_id' | 'notice_period_id' | 'matched_ids'>;

/** An item's Arabic name, its English one where it has none. */
const arabicName = (m: MasterRef) => m.nameAr || m.name;
const englishName = (m: MasterRef) => m.name;

/**
 * Rows with their place and notice period named from the master data kept in memory (masterRefs,
 * which a back-office change refreshes): the place is one line of the names it has, city first.
 */
export async function namedRows<T extends Placed>(db: Db, rows: T[]): Promise<(T & RowNames)[]> {
  const refs = await masterRefs(
    db,
    rows.flatMap((r) => [
      ...[r.city_id, r.state_id, r.country_id, r.notice_period_id].filter((id): id is number => id != null),
      ...r.matched_ids,
    ]),
  );
  const line = (ids: (number | null)[], name: (m: MasterRef) => string, separator: string) =>
    ids
      .flatMap((id) => {
        const ref = id == null ? undefined : refs.get(id);
        return ref ? [name(ref)] : [];
      })
      .join(separator) || null;
  return rows.map((r) => {
    const place = [r.city_id, r.state_id, r.country_id];
    const notice = [r.notice_period_id];
    return {
      ...r,
      location: line(place, englishName, ', '),
      location_ar: line(place, arabicName, '، '),
      notice_period: line(notice, englishName, ''),
      notice_period_ar: line(notice, arabicName, ''),
      // By name, in code point order (whatever the database's collation).
      matched: r.matched_ids
        .flatMap((id) => refs.get(id)?.name ?? [])
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    };
  });
}
