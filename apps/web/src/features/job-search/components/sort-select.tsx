import { useId } from 'react';
import { useT } from '@/features/job-search/i18n';
import type { SearchSort } from '../search-params';

type SortSelectProps = { value: SearchSort; onChange: (value: SearchSort) => void };

export function SortSelect({ value, onChange }: SortSelectProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600">
        {t('sort.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value === 'date' ? 'date' : 'relevance')}
        className="h-9 rounded-lg border border-slate-300 bg-white px-2.5 text-sm focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none"
      >
        <option value="relevance">{t('sort.relevance')}</option>
        <option value="date">{t('sort.date')}</option>
      </select>
    </div>
  );
}
