import type { MasterName } from '@portal/contract/master-data';
import type { Db } from '../../core/db/client';
import type { Text } from '../../core/i18n/catalog';
import { AppError, type FieldErrors } from '../../core/lib/app-error';
import { catalogue } from './i18n';
import { referenceRows } from './repository';

export type LocationInput = { country_id: number; state_id?: number | null; city_id?: number | null };
export type ResolvedLocation = { country_id: number; state_id: number | null; city_id: number | null };

export type ReferenceInput = {
  designation_id?: number | null;
  functional_area_id?: number | null;
  industry_id?: number | null;
  education_level_id?: number | null;
  skill_ids?: number[];
  locations?: LocationInput[];
};

/** Said of a deactivated item chosen anew; a record keeps the deactivated items it already holds. */
export const NO_LONGER_OFFERED = catalogue.text('errors.no_longer_offered_choose_another');

/** The master ids a record holds now: these stay acceptable after they are deactivated. */
export const heldIds = (
  ...ids: (number | null | undefined | readonly (number | null)[])[]
): ReadonlySet<number> => new Set(ids.flat().filter((id): id is number => id != null));

/** The columns a job or a job template holds master items in. */
type PostingRefs = {
  designationId: number | null;
  functionalAreaId: number | null;
  industryId: number | null;
  educationLevelId: number | null;
  skillIds: readonly number[];
};

/** What a job or template holds now, with its places' ids: kept acceptable when saved again. */
export const heldByPosting = (r: PostingRefs, placeIds: readonly (number | null)[]): ReadonlySet<number> =>
  heldIds(r.designationId, r.functionalAreaId, r.industryId, r.educationLevelId, r.skillIds, placeIds);

const SINGLE: [keyof ReferenceInput, MasterName, Text][] = [
  ['designation_id', 'designations', catalogue.text('errors.unknown_designation')],
  ['functional_area_id', 'functional_areas', catalogue.text('errors.unknown_functional_area')],
  ['industry_id', 'industries', catalogue.text('errors.unknown_industry')],
  ['education_level_id', 'education_levels', catalogue.text('errors.unknown_education_level')],
];

/**
 * Checks every master-data id against its list (and locations against their parents): a form must
 * not store a designation id in the industry field, nor Dubai under Saudi Arabia. A city given
 * without its state gets the state filled in. A deactivated item is refused unless the record
 * already holds it (`held`). Throws 400 with a message per field.
 */
export async function checkReferences(
  db: Db,
  input: ReferenceInput,
  held: ReadonlySet<number> = heldIds(),
): Promise<ResolvedLocation[] | undefined> {
  const ids = new Set<number>();
  for (const [key] of SINGLE) {
    const v = input[key];
    if (typeof v === 'number') ids.add(v);
  }
  for (const id of input.skill_ids ?? []) ids.add(id);
  for (const l of input.locations ?? []) {
    ids.add(l.country_id);
    if (l.state_id) ids.add(l.state_id);
    if (l.city_id) ids.add(l.city_id);
  }
  const fetch = (wanted: number[]) => referenceRows(db, wanted);
  const rows = await fetch([...ids]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  // States of cities given without one.
  const parents = rows.flatMap((r) =>
    r.list === 'cities' && r.parentId && !byId.has(r.parentId) ? [r.parentId] : [],
  );
  for (const r of await fetch(parents)) byId.set(r.id, r);
  const is = (id: number | null | undefined, list: MasterName) => id != null && byId.get(id)?.list === list;
  const errors: FieldErrors = {};
  const fail = (field: string, message: Text) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const given = [...ids].filter((id) => byId.has(id));
  const withdrawn = new Set(given.filter((id) => !byId.get(id)?.active && !held.has(id)));
  for (const [key, list, message] of SINGLE) {
    const v = input[key];
    if (typeof v === 'number' && !is(v, list)) fail(key, message);
    else if (typeof v === 'number' && withdrawn.has(v)) fail(key, NO_LONGER_OFFERED);
  }
  const skills = input.skill_ids ?? [];
  if (skills.some((id) => !is(id, 'skills'))) fail('skill_ids', catalogue.text('errors.unknown_skill'));
  else if (skills.some((id) => withdrawn.has(id))) fail('skill_ids', NO_LONGER_OFFERED);
  const resolved = input.locations?.map((l, i): ResolvedLocation => {
    const at = `locations.${i}`;
    if (!is(l.country_id, 'countries')) fail(`${at}.country_id`, catalogue.text('errors.unknown_country'));
    let stateId = l.state_id ?? null;
    if (l.city_id != null) {
      const city = byId.get(l.city_id);
      if (!is(l.city_id, 'cities')) fail(`${at}.city_id`, catalogue.text('errors.unknown_city'));
      else if (stateId == null) stateId = city?.parentId ?? null;
      else if (city?.parentId !== stateId)
        fail(`${at}.city_id`, catalogue.text('errors.city_not_in_chosen_state'));
    }
    if (stateId != null) {
      if (!is(stateId, 'states')) fail(`${at}.state_id`, catalogue.text('errors.unknown_state'));
      else if (byId.get(stateId)?.parentId !== l.country_id && l.state_id != null)
        fail(`${at}.state_id`, catalogue.text('errors.state_not_in_chosen_country'));
    }
    if (l.state_id == null && stateId != null) {
      // The state was derived from the city; its country must still match.
      const state = byId.get(stateId) ?? null;
      if (state && state.parentId !== l.country_id)
        fail(`${at}.city_id`, catalogue.text('errors.city_not_in_chosen_country'));
    }
    for (const [field, id] of [
      ['country_id', l.country_id],
      ['state_id', l.state_id],
      ['city_id', l.city_id],
    ] as const)
      if (id != null && withdrawn.has(id) && !errors[`${at}.${field}`])
        fail(`${at}.${field}`, NO_LONGER_OFFERED);
    return { country_id: l.country_id, state_id: stateId, city_id: l.city_id ?? null };
  });
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  return resolved;
}
