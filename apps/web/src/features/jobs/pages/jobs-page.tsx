import { Plus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { JobsWorkspace } from '../components/jobs-workspace';
import { useT } from '../i18n';

/** management/jobs: the organisation's jobs. */
export function JobsPage() {
  const t = useT();
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader
        title={t('page.jobs')}
        description={t('page.jobsText')}
        actions={
          <>
            <ButtonLink to={paths.management.jobTemplates.href()} variant="secondary" size="sm">
              {t('page.templates')}
            </ButtonLink>
            <ButtonLink to={paths.management.jobsCreate.href()} size="sm">
              <Plus aria-hidden className="size-4" />
              {t('page.post')}
            </ButtonLink>
          </>
        }
      />
      <JobsWorkspace />
    </section>
  );
}
