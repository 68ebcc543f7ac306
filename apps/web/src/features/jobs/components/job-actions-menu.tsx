import type { JobStatus } from '@portal/contract/jobs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type DropdownEntry, DropdownMenu } from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useDeleteJob } from '../api/delete-job';
import { useJobAction } from '../api/job-action';

type Confirm = 'close' | 'delete' | null;
type JobLike = { id: number; title: string; status: JobStatus };

/** What can be done to a job in its status, each destructive step behind a confirmation. */
export function useJobActions(job: JobLike) {
  const navigate = useNavigate();
  const action = useJobAction();
  const remove = useDeleteJob();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const m = paths.management;

  const entries: DropdownEntry[] = [
    { id: 'view', name: 'View', href: m.jobsView.href({ id: job.id }) },
    { id: 'edit', name: 'Edit', href: m.jobsEdit.href({ id: job.id }) },
  ];
  if (job.status !== 'published')
    entries.push({
      id: 'publish',
      name: 'Publish',
      onSelect: () => action.mutate({ id: job.id, action: 'publish' }),
    });
  if (job.status === 'published')
    entries.push({ id: 'close', name: 'Close', onSelect: () => setConfirm('close') });
  entries.push({
    id: 'duplicate',
    name: 'Duplicate',
    onSelect: () =>
      action.mutate(
        { id: job.id, action: 'duplicate' },
        { onSuccess: (res) => navigate(m.jobsEdit.href({ id: res.data.id })) },
      ),
  });
  if (job.status === 'draft')
    entries.push({ id: 'delete', name: 'Delete draft', onSelect: () => setConfirm('delete') });

  const dialogs = (
    <>
      <ConfirmDialog
        open={confirm === 'close'}
        title="Close this job?"
        confirmLabel="Close job"
        variant="danger"
        isPending={action.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          action.mutate({ id: job.id, action: 'close' }, { onSettled: () => setConfirm(null) })
        }
      >
        “{job.title}” will stop accepting applications and leave the public search.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'delete'}
        title="Delete this draft?"
        confirmLabel="Delete draft"
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
        “{job.title}” will be deleted. This cannot be undone.
      </ConfirmDialog>
    </>
  );
  return { entries, dialogs, action };
}

/** A row's Actions menu. */
export function JobActionsMenu({ job }: { job: JobLike }) {
  const { entries, dialogs } = useJobActions(job);
  return (
    <>
      <DropdownMenu
        label="Actions"
        ariaLabel={`Actions for ${job.title}`}
        entries={entries}
        align="right"
        buttonClassName="h-9 rounded-full border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50"
      />
      {dialogs}
    </>
  );
}
