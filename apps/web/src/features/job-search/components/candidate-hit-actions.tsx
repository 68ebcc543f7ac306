import type { JobHit } from '@portal/contract/jobs';
import { ApplyButton } from '@/features/job-search/components/job-actions/apply-button';
import { SaveJobButton } from '@/features/job-search/components/job-actions/save-job-button';
import { chooseText } from '@/lib/intl/bilingual';
import { useLocale } from '@/lib/intl/locale-context';

type CandidateHitActionsProps = {
  hit: JobHit;
  status: Parameters<typeof ApplyButton>[0]['status'];
  saved: boolean;
};

/** A candidate's Apply and Save on one result card (their mutations' code is not a guest's first load). */
export function CandidateHitActions({ hit, status, saved }: CandidateHitActionsProps) {
  const title = chooseText(useLocale(), hit.title, hit.title_ar).text;
  return (
    <>
      <ApplyButton job={hit} status={status} size="sm" jobTitle={title} source="search" />
      <SaveJobButton jobId={hit.id} saved={saved} size="sm" jobTitle={title} />
    </>
  );
}
