import type { JobSearchResponse } from '@portal/contract/jobs';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '@/features/job-search/i18n';
import { type SearchState, searchQueryString, withoutFilter } from '../search-params';

type EmptyResultsProps = { state: SearchState; relax: JobSearchResponse['meta']['relax'] };

/** Nothing matched: say what to change, each suggestion a link that drops that filter. */
export function EmptyResults({ state, relax }: EmptyResultsProps) {
  const t = useT();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <span className="grid size-12 place-items-center rounded-full bg-primary-50 text-primary-700">
        <SearchX aria-hidden className="size-6" />
      </span>
      <h2 className="mt-3 font-semibold text-slate-900">{t('empty.title')}</h2>
      {relax.length ? (
        <>
          <p className="mt-1 text-sm text-slate-600">{t('empty.widen')}</p>
          <ul className="mt-3 flex flex-col gap-2">
            {relax.map((r) => (
              <li key={r.filter}>
                <Link
                  to={{ search: searchQueryString(withoutFilter(state, r.filter)) }}
                  className="text-sm font-semibold text-primary-800 hover:underline"
                >
                  {t('empty.relax', { label: r.label, total: r.total })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1 max-w-sm text-sm text-slate-600">{t('empty.hint')}</p>
      )}
    </div>
  );
}
