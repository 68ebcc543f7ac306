import type { Job } from '@portal/contract/jobs';
import { ApplyButton } from '@/features/job-search/components/job-actions/apply-button';
import { SaveJobButton } from '@/features/job-search/components/job-actions/save-job-button';

type CandidateApplyActionsProps = {
  job: Pick<Job, 'id' | 'title' | 'apply_method' | 'apply_url'>;
  status: Parameters<typeof ApplyButton>[0]['status'];
  saved: boolean;
  autoOpen: boolean;
  autoSave: boolean;
};

/** A candidate's Apply and Save on the job page (their mutations' code is not a guest's first load). */
export function CandidateApplyActions({
  job,
  status,
  saved,
  autoOpen,
  autoSave,
}: CandidateApplyActionsProps) {
  return (
    <>
      <ApplyButton job={job} status={status} size="lg" className="w-full" autoOpen={autoOpen} />
      <SaveJobButton jobId={job.id} saved={saved} size="lg" className="w-full" autoSave={autoSave} />
    </>
  );
}
