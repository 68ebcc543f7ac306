import { Plus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { JobsWorkspace } from '../components/jobs-workspace';

/** management/jobs: the organisation's jobs. */
export function JobsPage() {
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader
        title="Jobs"
        description="Your organisation's jobs: drafts, published, closed and expired."
        actions={
          <>
            <ButtonLink to={paths.management.jobTemplates.href()} variant="secondary" size="sm">
              Job templates
            </ButtonLink>
            <ButtonLink to={paths.management.jobsCreate.href()} size="sm">
              <Plus aria-hidden className="size-4" />
              Post a job
            </ButtonLink>
          </>
        }
      />
      <JobsWorkspace />
    </section>
  );
}
