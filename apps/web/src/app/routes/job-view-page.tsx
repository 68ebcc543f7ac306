import { JobPage } from '@/features/job-search/pages/job-page';
import { SalaryLine } from '@/features/salary-insights/components/salary-line';
import { placeSlugOf } from '@/features/salary-insights/format';

/** unauth/jobs/view/{id}: the job page, with what its designation usually pays there under the salary (issue 30). */
export function JobViewPage() {
  return (
    <JobPage
      belowFacts={(job) => (
        <SalaryLine
          designation={job.designation?.slug}
          place={job.locations[0] ? placeSlugOf(job.locations[0]) : undefined}
          className="mt-4"
        />
      )}
    />
  );
}
