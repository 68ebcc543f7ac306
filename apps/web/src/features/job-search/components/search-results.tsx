import type { JobSearchResponse } from '@portal/contract/jobs';
import { JobHitCard } from '@/components/job-card/job-hit-card';
import { CardSkeletons } from '@/components/ui/skeleton';
import type { SearchState } from '../search-params';
import { EmptyResults } from './empty-results';
import { SpellingNotice } from './search-notices';

type SearchResultsProps = {
  state: SearchState;
  result: JobSearchResponse | undefined;
  isLoading: boolean;
  isError: boolean;
};

/** The result list with its spelling notice, loading skeletons and empty state. */
export function SearchResults({ state, result, isLoading, isError }: SearchResultsProps) {
  if (isLoading || (!result && !isError)) return <CardSkeletons count={4} />;
  if (!result)
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
        The search could not be run. Please try again in a moment.
      </p>
    );
  const { meta } = result;
  return (
    <div className="flex flex-col gap-4">
      <SpellingNotice state={state} suggestion={meta.suggestion} corrected={meta.corrected} />
      {result.data.length === 0 ? (
        <EmptyResults state={state} relax={meta.relax} />
      ) : (
        <ul className="flex flex-col gap-4">
          {result.data.map((hit) => (
            <li key={hit.id}>
              <JobHitCard hit={hit} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
