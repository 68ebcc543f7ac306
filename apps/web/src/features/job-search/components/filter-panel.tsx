import { EMPLOYMENT_TYPE_LABELS } from '@portal/contract/job-values';
import type { FacetBucket, JobListFilter, JobSearchResponse } from '@portal/contract/jobs';
import { FacetChecklist } from '@/components/ui/facet-checklist';
import { useMasterLabel, useMasterNames } from '@/lib/master-data';
import { hasFilters, type SearchState } from '../search-params';
import { PostedWithinFilter } from './posted-within-filter';
import { RangeFilters, type Ranges } from './range-filters';

type Facets = JobSearchResponse['meta']['facets'];

type FilterPanelProps = {
  state: SearchState;
  facets: Partial<Facets> | undefined;
  onChange: (patch: Partial<SearchState>) => void;
  onClear: () => void;
};

const CHECKLISTS: { key: JobListFilter; legend: string }[] = [
  { key: 'location', legend: 'Location' },
  { key: 'designation', legend: 'Designation' },
  { key: 'functional_area', legend: 'Functional area' },
  { key: 'industry', legend: 'Industry' },
  { key: 'employment_type', legend: 'Employment type' },
  { key: 'employer', legend: 'Employer' },
];

/**
 * A city named like its emirate ("Ras Al Khaimah", "Sharjah") would read the same as the emirate
 * in the list: the city says so.
 */
function cityNames(cities: Map<string, string>, states: Map<string, string>): Map<string, string> {
  const emirates = new Set(states.values());
  return new Map([...cities].map(([id, name]) => [id, emirates.has(name) ? `${name} (city)` : name]));
}

/** Names of selected values, for filters the current result has no bucket for. */
function useSelectedNames(): Partial<Record<JobListFilter, Map<string, string>>> {
  const states = useMasterNames('states');
  const cities = cityNames(useMasterNames('cities'), states);
  const designation = useMasterNames('designations');
  const functional_area = useMasterNames('functional_areas');
  const industry = useMasterNames('industries');
  return {
    location: new Map([...cities, ...states]),
    designation,
    functional_area,
    industry,
    employment_type: new Map(Object.entries(EMPLOYMENT_TYPE_LABELS)),
  };
}

/** Every filter of the search, each with counts over the current result. */
export function FilterPanel({ state, facets, onChange, onClear }: FilterPanelProps) {
  const names = useSelectedNames();
  const label = useMasterLabel();
  const buckets = (key: keyof Facets): FacetBucket[] => {
    // Master items' buckets carry both names: the page's language picks one.
    const list = (facets?.[key] ?? []).map((b) => ({ ...b, name: label(b) }));
    // Location buckets carry the master name; a city's own label tells it from its emirate.
    if (key !== 'location') return list;
    return list.map((b) => ({ ...b, name: names.location?.get(b.id) ?? b.name }));
  };
  const ranges: Ranges = {
    experience: state.experience,
    salary_min: state.salary_min,
    salary_max: state.salary_max,
  };
  return (
    <div>
      <div className="flex items-center justify-between pb-3">
        <h2 className="text-base font-semibold text-slate-900">Filters</h2>
        {hasFilters(state) ? (
          <button
            type="button"
            onClick={onClear}
            className="text-sm font-semibold text-primary-800 hover:underline"
          >
            Clear all filters
          </button>
        ) : null}
      </div>
      {CHECKLISTS.map(({ key, legend }) => (
        <FacetChecklist
          key={key}
          legend={legend}
          name={key}
          buckets={buckets(key)}
          selected={state[key]}
          names={names[key]}
          onChange={(values) => onChange({ [key]: values })}
        />
      ))}
      <PostedWithinFilter
        value={state.posted_within}
        buckets={buckets('posted_within')}
        onChange={(posted_within) => onChange({ posted_within })}
      />
      <RangeFilters value={ranges} onApply={(next) => onChange(next)} />
    </div>
  );
}
