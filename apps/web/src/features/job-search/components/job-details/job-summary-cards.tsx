import { useId } from 'react';
import { useT } from '@/features/job-search/i18n';
import { chooseText } from '@/lib/intl/bilingual';
import { useLocale } from '@/lib/intl/locale-context';
import { JobDescription } from './job-description';
import { type FactsJob, JobFacts } from './job-facts';

type SummaryJob = FactsJob & {
  description: string;
  /** A job's Arabic description, when it has one (a template has none). */
  description_ar?: string | null;
  skills: { id: number; name: string }[];
};

/**
 * The owner's view of a job or template: its facts (hidden salary included) and its description, as
 * two cards. The description is the one in the page's language when there is one; the other one is
 * marked with its own language and direction.
 */
export function JobSummaryCards({ job }: { job: SummaryJob }) {
  const t = useT();
  const titleId = useId();
  // The page's language where the job has it; else the other, marked, so English reads left to right.
  const description = chooseText(useLocale(), job.description, job.description_ar);
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
        <JobDescription html={description.text} skills={job.skills} {...description.attrs} />
      </section>
    </>
  );
}
