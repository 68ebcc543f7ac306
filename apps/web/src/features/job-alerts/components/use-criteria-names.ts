import { useCallback } from 'react';
import { useMasterNames } from '@/lib/master-data';
import type { NameLookup } from './criteria';

/** Names of the master items an alert's criteria refer to (locations are states or cities). */
export function useCriteriaNames(): NameLookup {
  const states = useMasterNames('states');
  const cities = useMasterNames('cities');
  const designations = useMasterNames('designations');
  const areas = useMasterNames('functional_areas');
  const industries = useMasterNames('industries');
  return useCallback<NameLookup>(
    (list, id) => {
      const key = String(id);
      if (list === 'location') return states.get(key) ?? cities.get(key);
      if (list === 'designation') return designations.get(key);
      if (list === 'functional_area') return areas.get(key);
      return industries.get(key);
    },
    [states, cities, designations, areas, industries],
  );
}
