import { CV_WITHIN_DAYS, type CvFacet, type CvFacets } from '@portal/contract/cv-search';
import type { MasterName } from '@portal/contract/master-data';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FacetChecklist } from '@/components/ui/facet-checklist';
import { useMasterLabel, useMasterNames } from '@/lib/master-data';
import { type CvSearchState, criteriaOf, idsOf } from '../search-state';

type CvFilterPanelProps = {
  state: CvSearchState;
  facets: CvFacets | undefined;
  onChange: (patch: CvSearchState) => void;
  onClear: () => void;
};

const CHECKLISTS: { key: CvFacet; legend: string; lists: MasterName[] }[] = [
  { key: 'current_location', legend: 'Current location', lists: ['states', 'cities', 'countries'] },
  { key: 'desired_location', legend: 'Desired location', lists: ['states', 'cities'] },
  { key: 'designation', legend: 'Designation (current or desired)', lists: ['designations'] },
  { key: 'functional_area', legend: 'Functional area', lists: ['functional_areas'] },
  { key: 'skills', legend: 'Skills (all of them)', lists: ['skills'] },
  { key: 'nationality', legend: 'Nationality', lists: ['countries'] },
  { key: 'visa_status', legend: 'Visa status', lists: ['visa_statuses'] },
  { key: 'notice_period', legend: 'Notice period', lists: ['notice_periods'] },
  { key: 'education_level', legend: 'Education level', lists: ['education_levels'] },
  { key: 'certification', legend: 'Certification', lists: ['certifications'] },
  { key: 'industry', legend: 'Industry (desired)', lists: ['industries'] },
];

const selectClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none';

function useNames(lists: MasterName[]): Map<string, string> {
  const maps = [
    useMasterNames('states'),
    useMasterNames('cities'),
    useMasterNames('countries'),
    useMasterNames('designations'),
    useMasterNames('functional_areas'),
    useMasterNames('skills'),
    useMasterNames('visa_statuses'),
    useMasterNames('notice_periods'),
    useMasterNames('education_levels'),
    useMasterNames('certifications'),
    useMasterNames('industries'),
  ];
  const order: MasterName[] = [
    'states',
    'cities',
    'countries',
    'designations',
    'functional_areas',
    'skills',
    'visa_statuses',
    'notice_periods',
    'education_levels',
    'certifications',
    'industries',
  ];
  return new Map(lists.flatMap((l) => [...(maps[order.indexOf(l)] ?? new Map<string, string>())]));
}

function Checklist({
  item,
  state,
  facets,
  onChange,
}: {
  item: (typeof CHECKLISTS)[number];
  state: CvSearchState;
  facets: CvFacets | undefined;
  onChange: (patch: CvSearchState) => void;
}) {
  const names = useNames(item.lists);
  const label = useMasterLabel();
  const buckets = (facets?.[item.key] ?? []).map((f) => ({
    id: String(f.id),
    name: label(f),
    count: f.count,
  }));
  return (
    <FacetChecklist
      legend={item.legend}
      name={item.key}
      buckets={buckets}
      selected={idsOf(state, item.key)}
      names={names}
      onChange={(values) => onChange({ [item.key]: values.join(',') })}
    />
  );
}

type Ranges = Pick<CvSearchState, 'experience_min' | 'experience_max' | 'salary_min' | 'salary_max'>;
const RANGE_KEYS = ['experience_min', 'experience_max', 'salary_min', 'salary_max'] as const;

function RangeForm({ state, onChange }: { state: CvSearchState; onChange: (patch: CvSearchState) => void }) {
  const id = useId();
  const current: Ranges = Object.fromEntries(RANGE_KEYS.map((k) => [k, state[k] ?? '']));
  const [draft, setDraft] = useState(current);
  const key = RANGE_KEYS.map((k) => state[k] ?? '').join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the URL (Back, links), keyed by its values.
  useEffect(() => setDraft(current), [key]);
  const field = (k: (typeof RANGE_KEYS)[number], label: string, placeholder: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${k}`} className="text-xs text-slate-600">
        {label}
      </label>
      <input
        id={`${id}-${k}`}
        inputMode="numeric"
        value={draft[k] ?? ''}
        placeholder={placeholder}
        onChange={(e) => setDraft((d) => ({ ...d, [k]: e.target.value.replace(/\D/g, '') }))}
        className={selectClass}
      />
    </div>
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3 border-t border-slate-200 py-4">
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-900">Total experience (years)</legend>
        <div className="grid grid-cols-2 gap-2">
          {field('experience_min', 'From', '0')}
          {field('experience_max', 'To', 'Any')}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-900">Expected salary (AED a month)</legend>
        <div className="grid grid-cols-2 gap-2">
          {field('salary_min', 'From', '0')}
          {field('salary_max', 'To', 'Any')}
        </div>
      </fieldset>
      <Button type="submit" size="sm" variant="secondary">
        Apply experience and salary
      </Button>
    </form>
  );
}

function DaysSelect({
  label,
  stateKey,
  state,
  onChange,
}: {
  label: string;
  stateKey: 'active_within' | 'updated_within';
  state: CvSearchState;
  onChange: (patch: CvSearchState) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={state[stateKey] ?? ''}
        onChange={(e) => onChange({ [stateKey]: e.target.value })}
      >
        <option value="">Any time</option>
        {CV_WITHIN_DAYS.map((d) => (
          <option key={d} value={String(d)}>
            {d === 1 ? 'Last 24 hours' : `Last ${d} days`}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Every filter of the CV search; the checklists carry counts over the current result. */
export function CvFilterPanel({ state, facets, onChange, onClear }: CvFilterPanelProps) {
  const cvId = useId();
  const validId = useId();
  const keywordsOnly = Object.keys(criteriaOf(state)).every((k) => ['q', 'all', 'any', 'none'].includes(k));
  return (
    <div>
      <div className="flex items-center justify-between pb-3">
        <h2 className="text-base font-semibold text-slate-900">Filters</h2>
        {keywordsOnly ? null : (
          <button
            type="button"
            onClick={onClear}
            className="text-sm font-semibold text-primary-800 hover:underline"
          >
            Clear all filters
          </button>
        )}
      </div>
      {CHECKLISTS.map((item) => (
        <Checklist key={item.key} item={item} state={state} facets={facets} onChange={onChange} />
      ))}
      <RangeForm state={state} onChange={onChange} />
      <div className="flex flex-col gap-4 border-t border-slate-200 py-4">
        <label htmlFor={validId} className="flex items-center gap-2 text-sm text-slate-700">
          <input
            id={validId}
            type="checkbox"
            checked={state.certification_valid === 'true'}
            onChange={(e) => onChange({ certification_valid: e.target.checked ? 'true' : '' })}
            className="size-4 accent-primary-700"
          />
          Valid certificates only (not expired)
        </label>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={cvId} className="text-sm font-semibold text-slate-900">
            CV
          </label>
          <select
            id={cvId}
            className={selectClass}
            value={state.has_cv ?? ''}
            onChange={(e) => onChange({ has_cv: e.target.value })}
          >
            <option value="">With or without a CV</option>
            <option value="true">Has a CV</option>
            <option value="false">No CV yet</option>
          </select>
        </div>
        <DaysSelect label="Active within" stateKey="active_within" state={state} onChange={onChange} />
        <DaysSelect
          label="Profile updated within"
          stateKey="updated_within"
          state={state}
          onChange={onChange}
        />
      </div>
    </div>
  );
}
