import type { JobStatus } from '@portal/contract/jobs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type DropdownEntry, DropdownMenu } from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useDeleteJob } from '../api/delete-job';
import { useJobAction } from '../api/job-action';
import { useT } from '../i18n';

type Confirm = 'close' | 'delete' | null;
type JobLike = { id: number; title: string; status: JobStatus };

/** What can be done to a job in its status, each destructive step behind a confirmation. */
export function useJobActions(job: JobLike) {
  const t = useT();
  const navigate = useNavigate();
  const action = useJobAction();
  const remove = useDeleteJob();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const m = paths.management;

  const entries: DropdownEntry[] = [
    { id: 'view', name: t('actions.view'), href: m.jobsView.href({ id: job.id }) },
    { id: 'edit', name: t('actions.edit'), href: m.jobsEdit.href({ id: job.id }) },
  ];
  if (job.status !== 'published')
    entries.push({
      id: 'publish',
      name: t('actions.publish'),
      onSelect: () => action.mutate({ id: job.id, action: 'publish' }),
    });
  if (job.status === 'published')
    entries.push({ id: 'close', name: t('actions.close'), onSelect: () => setConfirm('close') });
  entries.push({
    id: 'duplicate',
    name: t('actions.duplicate'),
    onSelect: () =>
      action.mutate(
        { id: job.id, action: 'duplicate' },
        { onSuccess: (res) => navigate(m.jobsEdit.href({ id: res.data.id })) },
      ),
  });
  if (job.status === 'draft')
    entries.push({ id: 'delete', name: t('actions.deleteDraft'), onSelect: () => setConfirm('delete') });

  const dialogs = (
    <>
      <ConfirmDialog
        open={confirm === 'close'}
        title={t('actions.closeTitle')}
        confirmLabel={t('actions.closeConfirm')}
        variant="danger"
        isPending={action.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          action.mutate({ id: job.id, action: 'close' }, { onSettled: () => setConfirm(null) })
        }
      >
        {t('actions.closeText', { title: job.title })}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'delete'}
        title={t('actions.deleteTitle')}
        confirmLabel={t('actions.deleteDraft')}
        variant="danger"
        isPending={remove.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          remove.mutate(job.id, {
            onSettled: () => setConfirm(null),
            onSuccess: () => navigate(m.jobs.href()),
          })
        }
      >
        {t('actions.deleteText', { title: job.title })}
      </ConfirmDialog>
    </>
  );
  return { entries, dialogs, action };
}

/** A row's Actions menu. */
export function JobActionsMenu({ job }: { job: JobLike }) {
  const t = useT();
  const { entries, dialogs } = useJobActions(job);
  return (
    <>
      <DropdownMenu
        label={t('actions.menu')}
        ariaLabel={t('actions.menuFor', { title: job.title })}
        entries={entries}
        align="right"
        buttonClassName="h-9 rounded-full border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50"
      />
      {dialogs}
    </>
  );
}
