import { Link } from 'react-router';
import { useT } from '@/features/job-search/i18n';
import { type SearchState, searchQueryString } from '../search-params';

type NoticeProps = { state: SearchState; suggestion: string | null; corrected?: boolean };

/** "Did you mean ...?" or, when the API already searched the correction, "Showing results for ...". */
export function SpellingNotice({ state, suggestion, corrected }: NoticeProps) {
  const t = useT();
  if (!suggestion || suggestion === state.keyword) return null;
  const to = { search: searchQueryString({ ...state, keyword: suggestion, page: 1 }) };
  if (corrected)
    return (
      <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {t.rich('spelling.corrected', {
          keyword: state.keyword,
          suggestion,
          link: (chunks) => (
            <Link to={to} className="font-semibold underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    );
  return (
    <p className="text-sm text-slate-700">
      {t.rich('spelling.didYouMean', {
        suggestion,
        link: (chunks) => (
          <Link to={to} className="font-semibold text-primary-800 underline">
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
