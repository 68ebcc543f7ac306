import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { useProfile } from '@/lib/auth';
import { JobsWorkspace } from '../components/jobs-workspace';

/**
 * management/job/search: staff search over every organisation's jobs. The server decides the
 * scope; staff without the all-organisations permission get their own organisation's jobs.
 */
export function StaffJobSearchPage() {
  const profile = useProfile();
  if (profile.isLoading) return <Loading />;
  const all = profile.data?.permissions.includes('jobs.manage_all') ?? false;
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader
        title="Job search"
        description={
          all ? 'Every organisation’s jobs, in every status.' : 'Your organisation’s jobs, in every status.'
        }
      />
      <JobsWorkspace staff={all} />
    </section>
  );
}
