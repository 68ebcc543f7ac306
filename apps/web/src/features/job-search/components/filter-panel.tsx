import { EMPLOYMENT_TYPES } from '@portal/contract/job-values';
import type { FacetBucket, JobListFilter, JobSearchResponse } from '@portal/contract/jobs';
import { FacetChecklist } from '@/components/ui/facet-checklist';
import { useT } from '@/features/job-search/i18n';
import { useEmploymentTypeLabel } from '@/lib/employment-type';
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

const CHECKLISTS = [
  { key: 'location', legend: 'filters.location' },
  { key: 'designation', legend: 'filters.designation' },
  { key: 'functional_area', legend: 'filters.functionalArea' },
  { key: 'industry', legend: 'filters.industry' },
  { key: 'employment_type', legend: 'filters.employmentType' },
  { key: 'employer', legend: 'filters.employer' },
] as const satisfies readonly { key: JobListFilter; legend: string }[];

/**
 * A city named like its emirate ("Ras Al Khaimah", "Sharjah") would read the same as the emirate
 * in the list: the city says so.
 */
function cityNames(
  cities: Map<string, string>,
  states: Map<string, string>,
  city: (name: string) => string,
): Map<string, string> {
  const emirates = new Set(states.values());
  return new Map([...cities].map(([id, name]) => [id, emirates.has(name) ? city(name) : name]));
}

/** Names of selected values, for filters the current result has no bucket for. */
function useSelectedNames(): Partial<Record<JobListFilter, Map<string, string>>> {
  const t = useT();
  const typeLabel = useEmploymentTypeLabel();
  const states = useMasterNames('states');
  const cities = cityNames(useMasterNames('cities'), states, (name) => t('filters.city', { name }));
  const designation = useMasterNames('designations');
  const functional_area = useMasterNames('functional_areas');
  const industry = useMasterNames('industries');
  return {
    location: new Map([...cities, ...states]),
    designation,
    functional_area,
    industry,
    employment_type: new Map(EMPLOYMENT_TYPES.map((type) => [type, typeLabel(type)] as [string, string])),
  };
}

/** Every filter of the search, each with counts over the current result. */
export function FilterPanel({ state, facets, onChange, onClear }: FilterPanelProps) {
  const t = useT();
  const names = useSelectedNames();
  const label = useMasterLabel();
  const buckets = (key: keyof Facets): FacetBucket[] => {
    // Master items' buckets carry both names: the page's language picks one.
    const list = (facets?.[key] ?? []).map((b) => ({ ...b, name: label(b) }));
    // A city's own label tells it from its emirate; employment types are named in the page's language.
    if (key !== 'location' && key !== 'employment_type') return list;
    return list.map((b) => ({ ...b, name: names[key]?.get(b.id) ?? b.name }));
  };
  const ranges: Ranges = {
    experience: state.experience,
    salary_min: state.salary_min,
    salary_max: state.salary_max,
  };
  return (
    <div>
      <div className="flex items-center justify-between pb-3">
        <h2 className="text-base font-semibold text-slate-900">{t('filters.title')}</h2>
        {hasFilters(state) ? (
          <button
            type="button"
            onClick={onClear}
            className="text-sm font-semibold text-primary-800 hover:underline"
          >
            {t('filters.clear')}
          </button>
        ) : null}
      </div>
      {CHECKLISTS.map(({ key, legend }) => (
        <FacetChecklist
          key={key}
          legend={t(legend)}
          name={key}
          buckets={buckets(key)}
          selected={state[key]}
          names={names[key]}
          properNames={key === 'employer'}
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
