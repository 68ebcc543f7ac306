import { JobHitCard } from '@/features/job-search/components/job-hit-card';
import { useT } from '@/features/job-search/i18n';
import { useSimilarJobs } from '../api/get-similar-jobs';

/** Jobs like this one; the section is left out when there are none. */
export function SimilarJobs({ jobId }: { jobId: string }) {
  const t = useT();
  const { data } = useSimilarJobs(jobId, true);
  if (!data?.length) return null;
  return (
    <section aria-labelledby="similar-title" className="mt-10">
      <h2 id="similar-title" className="text-xl font-bold text-slate-900">
        {t('similar.title')}
      </h2>
      <ul className="mt-4 grid gap-4 lg:grid-cols-2">
        {data.slice(0, 6).map((hit) => (
          <li key={hit.id}>
            <JobHitCard hit={hit} headingLevel="h3" compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
