import type { MasterItem } from '@portal/contract/master-data';
import { useMemo } from 'react';
import type { LocationOption } from '@/components/location-combobox/location-options';
import { useMasterList } from '@/lib/master-data';
import { type Translate, useT } from './i18n';

/**
 * Emirates first, then cities, each city saying which emirate it is in: "Dubai" the emirate and
 * "Dubai, city in Dubai" never read the same.
 */
export function locationOptions(
  t: Translate,
  states: MasterItem[] = [],
  cities: MasterItem[] = [],
): LocationOption[] {
  const stateNames = new Map(states.map((s) => [s.id, s.name]));
  return [
    ...states.map((s) => ({ id: s.id, name: s.name, detail: t('location.region') })),
    ...cities.map((c) => {
      const state = c.parent_id ? stateNames.get(c.parent_id) : undefined;
      return {
        id: c.id,
        name: c.name,
        detail: state ? t('location.cityIn', { state }) : t('location.city'),
      };
    }),
  ];
}

/** Emirates/regions and cities from master data, as location suggestions. */
export function useLocationOptions(): { options: LocationOption[]; ready: boolean } {
  const states = useMasterList('states');
  const cities = useMasterList('cities');
  const t = useT();
  const options = useMemo(() => locationOptions(t, states.data, cities.data), [t, states.data, cities.data]);
  return { options, ready: states.isSuccess && cities.isSuccess };
}
