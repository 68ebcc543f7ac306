import { useMemo } from 'react';
import { useMasterList } from '@/lib/master-data';
import { type LocationOption, locationOptions } from './location-options';

/** Emirates/regions and cities from master data, as location suggestions. */
export function useLocationOptions(): { options: LocationOption[]; ready: boolean } {
  const states = useMasterList('states');
  const cities = useMasterList('cities');
  const options = useMemo(() => locationOptions(states.data, cities.data), [states.data, cities.data]);
  return { options, ready: states.isSuccess && cities.isSuccess };
}
