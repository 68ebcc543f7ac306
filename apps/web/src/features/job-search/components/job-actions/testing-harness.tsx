import type { ComponentProps } from 'react';
import { useJobStates } from '@/features/job-search/api/job-states';
import { ApplyButton } from './apply-button';

/** Test-only: an ApplyButton fed by the shared "did I apply?" lookup, as the job page wires it. */
export function JobStatesHarness({ job }: { job: ComponentProps<typeof ApplyButton>['job'] }) {
  const states = useJobStates([job.id], true);
  return <ApplyButton job={job} status={states.applied.get(job.id)} />;
}
