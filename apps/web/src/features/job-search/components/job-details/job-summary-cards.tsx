import { useId } from 'react';
import { useT } from '@/features/job-search/i18n';
import { JobDescription } from './job-description';
import { type FactsJob, JobFacts } from './job-facts';

type SummaryJob = FactsJob & { description: string; skills: { id: number; name: string }[] };

/** The owner's view of a job or template: its facts (hidden salary included) and its description, as two cards. */
export function JobSummaryCards({ job }: { job: SummaryJob }) {
  const t = useT();
  const titleId = useId();
  return (
    <>
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <JobFacts job={job} showHiddenSalary />
      </section>
      <section
        aria-labelledby={titleId}
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id={titleId} className="mb-4 text-lg font-semibold text-slate-900">
          {t('details.descriptionShort')}
        </h2>
        <JobDescription html={job.description} skills={job.skills} />
      </section>
    </>
  );
}
