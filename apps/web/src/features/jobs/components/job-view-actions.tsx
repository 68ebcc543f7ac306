import type { JobStatus } from '@portal/contract/jobs';
import { ExternalLink } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '../i18n';
import { useJobActions } from './job-actions-menu';

/** The job's actions as buttons (the list shows them in a menu). */
export function JobViewActions({ job }: { job: { id: number; title: string; status: JobStatus } }) {
  const t = useT();
  const { entries, dialogs, action } = useJobActions(job);
  const shown = entries.filter((e) => e.id !== 'view');
  return (
    <>
      {job.status === 'published' ? (
        <ButtonLink to={paths.unauth.jobView.href({ id: job.id })} variant="ghost" size="sm">
          {t('actions.public')}
          <ExternalLink aria-hidden className="size-4" />
        </ButtonLink>
      ) : null}
      {shown.map((entry) =>
        entry.href ? (
          <ButtonLink key={entry.id} to={entry.href} variant="secondary" size="sm">
            {entry.name}
          </ButtonLink>
        ) : (
          <Button
            key={entry.id}
            size="sm"
            variant={
              entry.id === 'publish'
                ? 'primary'
                : entry.id === 'close' || entry.id === 'delete'
                  ? 'danger-outline'
                  : 'secondary'
            }
            disabled={action.isPending}
            onClick={entry.onSelect}
          >
            {entry.name}
          </Button>
        ),
      )}
      {dialogs}
    </>
  );
}
