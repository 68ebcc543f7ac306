import { CV_WITHIN_DAYS, type CvFacet, type CvFacets } from '@portal/contract/cv-search';
import type { MasterName } from '@portal/contract/master-data';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FacetChecklist } from '@/components/ui/facet-checklist';
import { useMasterLabel, useMasterNames } from '@/lib/master-data';
import { useT } from '../i18n';
import { type CvSearchState, criteriaOf, idsOf } from '../search-state';

type CvFilterPanelProps = {
  state: CvSearchState;
  facets: CvFacets | undefined;
  onChange: (patch: CvSearchState) => void;
  onClear: () => void;
};

const CHECKLISTS = [
  { key: 'current_location', legend: 'facet.current_location', lists: ['states', 'cities', 'countries'] },
  { key: 'desired_location', legend: 'facet.desired_location', lists: ['states', 'cities'] },
  { key: 'designation', legend: 'facet.designation', lists: ['designations'] },
  { key: 'functional_area', legend: 'facet.functional_area', lists: ['functional_areas'] },
  { key: 'skills', legend: 'facet.skills', lists: ['skills'] },
  { key: 'nationality', legend: 'facet.nationality', lists: ['countries'] },
  { key: 'visa_status', legend: 'facet.visa_status', lists: ['visa_statuses'] },
  { key: 'notice_period', legend: 'facet.notice_period', lists: ['notice_periods'] },
  { key: 'education_level', legend: 'facet.education_level', lists: ['education_levels'] },
  { key: 'certification', legend: 'facet.certification', lists: ['certifications'] },
  { key: 'industry', legend: 'facet.industry', lists: ['industries'] },
] as const satisfies readonly { key: CvFacet; legend: string; lists: readonly MasterName[] }[];

const selectClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none';

function useNames(lists: readonly MasterName[]): Map<string, string> {
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
  const t = useT();
  const names = useNames(item.lists);
  const label = useMasterLabel();
  const buckets = (facets?.[item.key] ?? []).map((f) => ({
    id: String(f.id),
    name: label(f),
    count: f.count,
  }));
  return (
    <FacetChecklist
      legend={t(item.legend)}
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
  const t = useT();
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
        <legend className="mb-1.5 text-sm font-semibold text-slate-900">{t('range.experience')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {field('experience_min', t('range.from'), '0')}
          {field('experience_max', t('range.to'), t('range.any'))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-900">{t('range.salary')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {field('salary_min', t('range.from'), '0')}
          {field('salary_max', t('range.to'), t('range.any'))}
        </div>
      </fieldset>
      <Button type="submit" size="sm" variant="secondary">
        {t('range.apply')}
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
  const t = useT();
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
        <option value="">{t('days.any')}</option>
        {CV_WITHIN_DAYS.map((d) => (
          <option key={d} value={String(d)}>
            {t('days.last', { count: d })}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Every filter of the CV search; the checklists carry counts over the current result. */
export function CvFilterPanel({ state, facets, onChange, onClear }: CvFilterPanelProps) {
  const t = useT();
  const cvId = useId();
  const validId = useId();
  const keywordsOnly = Object.keys(criteriaOf(state)).every((k) => ['q', 'all', 'any', 'none'].includes(k));
  return (
    <div>
      <div className="flex items-center justify-between pb-3">
        <h2 className="text-base font-semibold text-slate-900">{t('filters.title')}</h2>
        {keywordsOnly ? null : (
          <button
            type="button"
            onClick={onClear}
            className="text-sm font-semibold text-primary-800 hover:underline"
          >
            {t('filters.clear')}
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
          {t('filters.validCerts')}
        </label>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={cvId} className="text-sm font-semibold text-slate-900">
            {t('filters.cv')}
          </label>
          <select
            id={cvId}
            className={selectClass}
            value={state.has_cv ?? ''}
            onChange={(e) => onChange({ has_cv: e.target.value })}
          >
            <option value="">{t('filters.cvAny')}</option>
            <option value="true">{t('filters.cvYes')}</option>
            <option value="false">{t('filters.cvNo')}</option>
          </select>
        </div>
        <DaysSelect label={t('filters.active')} stateKey="active_within" state={state} onChange={onChange} />
        <DaysSelect
          label={t('filters.updated')}
          stateKey="updated_within"
          state={state}
          onChange={onChange}
        />
      </div>
    </div>
  );
}
