import type { SavedJob } from '@portal/contract/applications';
import type { ApplicationStatus } from '@portal/contract/candidate-enums';
import { ClosedBadge, JobSummaryHeading } from '@/features/applications/components/job-summary-heading';
import { ApplyButton } from '@/features/job-search/components/job-actions/apply-button';
import { SaveJobButton } from '@/features/job-search/components/job-actions/save-job-button';
import { chooseText } from '@/lib/intl/bilingual';
import { useLocale } from '@/lib/intl/locale-context';
import { useJobFormat } from '@/lib/job-format';
import { useT } from './i18n';

type SavedJobCardProps = { saved: SavedJob; applied?: ApplicationStatus };

/** A saved job: Apply while it is open (or "Applied"), and unsave. A closed job says so, with no Apply. */
export function SavedJobCard({ saved: { job, saved_at }, applied }: SavedJobCardProps) {
  const t = useT();
  const { formatDate } = useJobFormat();
  const title = chooseText(useLocale(), job.title, job.title_ar).text;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <JobSummaryHeading job={job} />
        <ClosedBadge job={job} />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3 text-sm">
        <p className="me-auto text-slate-600">
          {t.rich('saved.when', {
            when: () => (
              <time key="when" dateTime={saved_at}>
                {formatDate(saved_at)}
              </time>
            ),
          })}
        </p>
        {job.open ? (
          <ApplyButton job={job} status={applied} size="sm" jobTitle={title} />
        ) : (
          <p className="text-slate-600">{t('saved.closed')}</p>
        )}
        <SaveJobButton jobId={job.id} saved size="sm" jobTitle={title} />
      </div>
    </article>
  );
}
