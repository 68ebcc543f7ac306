import type { JobSearchResponse } from '@portal/contract/jobs';
import { useEffect } from 'react';
import { CardSkeletons } from '@/components/ui/skeleton';
import { useJobStates } from '@/features/job-search/api/job-states';
import { JobHitCard } from '@/features/job-search/components/job-hit-card';
import { useT } from '@/features/job-search/i18n';
import { useRole } from '@/lib/auth';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';
import type { SearchState } from '../search-params';
import { EmptyResults } from './empty-results';
import { SpellingNotice } from './search-notices';

// A candidate's Apply and Save carry the apply and save mutations; a guest's cards have no buttons.
const candidateActions = lazyModule(() => import('./candidate-hit-actions'));

type SearchResultsProps = {
  state: SearchState;
  result: JobSearchResponse | undefined;
  isLoading: boolean;
  isError: boolean;
};

/** The result list with its spelling notice, loading skeletons and empty state. */
export function SearchResults({ state, result, isLoading, isError }: SearchResultsProps) {
  const t = useT();
  const isCandidate = useRole() === 'candidate';
  // One lookup for the whole page: which of these jobs the candidate applied for or saved.
  const states = useJobStates(result?.data.map((hit) => hit.id) ?? [], isCandidate);
  const actions = useLazyModule(candidateActions);
  const { request } = actions;
  useEffect(() => {
    if (isCandidate) request();
  }, [isCandidate, request]);
  const Actions = isCandidate ? actions.module?.CandidateHitActions : undefined;
  if (isLoading || (!result && !isError)) return <CardSkeletons count={4} />;
  if (!result)
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
        {t('results.error')}
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
              <JobHitCard
                hit={hit}
                source="search"
                actions={
                  Actions ? (
                    <Actions hit={hit} status={states.applied.get(hit.id)} saved={states.saved.has(hit.id)} />
                  ) : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
