import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { useProfile } from '@/lib/auth';
import { JobsWorkspace } from '../components/jobs-workspace';
import { useT } from '../i18n';

/**
 * management/job/search: staff search over every organisation's jobs. The server decides the
 * scope; staff without the all-organisations permission get their own organisation's jobs.
 */
export function StaffJobSearchPage() {
  const t = useT();
  const profile = useProfile();
  if (profile.isLoading) return <Loading />;
  const all = profile.data?.permissions.includes('jobs.manage_all') ?? false;
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('page.search')} description={all ? t('page.searchAll') : t('page.searchOwn')} />
      <JobsWorkspace staff={all} />
    </section>
  );
}
