import type { MasterItem } from '@portal/contract/master-data';
import { useMemo } from 'react';
import type { LocationOption } from '@/components/location-combobox/location-options';
import { useMasterList } from '@/lib/master-data';

/**
 * Emirates first, then cities, each city saying which emirate it is in: "Dubai" the emirate and
 * "Dubai, city in Dubai" never read the same.
 */
export function locationOptions(states: MasterItem[] = [], cities: MasterItem[] = []): LocationOption[] {
  const stateNames = new Map(states.map((s) => [s.id, s.name]));
  return [
    ...states.map((s) => ({ id: s.id, name: s.name, detail: 'Emirate or region' })),
    ...cities.map((c) => ({
      id: c.id,
      name: c.name,
      detail: c.parent_id && stateNames.has(c.parent_id) ? `City in ${stateNames.get(c.parent_id)}` : 'City',
    })),
  ];
}

/** Emirates/regions and cities from master data, as location suggestions. */
export function useLocationOptions(): { options: LocationOption[]; ready: boolean } {
  const states = useMasterList('states');
  const cities = useMasterList('cities');
  const options = useMemo(() => locationOptions(states.data, cities.data), [states.data, cities.data]);
  return { options, ready: states.isSuccess && cities.isSuccess };
}
