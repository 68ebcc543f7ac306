import type { JobAlert } from '@portal/contract/alerts';
import { MAX_ALERTS } from '@portal/contract/alerts';
import { BellPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageHeader } from '@/components/ui/page-header';
import { CardSkeletons } from '@/components/ui/skeleton';
import { AlertDialog } from '@/features/job-alerts/components/alert-dialog';
import { useDeleteAlert } from '../api/change-alert';
import { useAlerts } from '../api/list-alerts';
import { AlertCard } from '../components/alert-card';

type Editing = { alert?: JobAlert } | null;

/** /candidate/job-alert: my alerts, each paused, edited or deleted in place; new ones by hand. */
export function JobAlertsPage() {
  const alerts = useAlerts();
  const remove = useDeleteAlert();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<JobAlert | null>(null);
  const full = (alerts.data?.length ?? 0) >= MAX_ALERTS;
  const newAlert = (
    <Button
      icon={<BellPlus aria-hidden className="size-4" />}
      onClick={() => setEditing({})}
      disabled={full}
      title={full ? `You can keep up to ${MAX_ALERTS} alerts` : undefined}
    >
      New alert
    </Button>
  );

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <PageHeader
        title="Job alerts"
        description="We e-mail you the new jobs that match, daily or weekly. Nothing new, no e-mail."
        actions={alerts.data?.length ? newAlert : undefined}
      />
      <div className="mt-6">
        {alerts.isLoading ? (
          <CardSkeletons count={3} />
        ) : alerts.isError ? (
          <LoadFailed what="list of alerts" />
        ) : alerts.data?.length ? (
          <ul className="space-y-4">
            {alerts.data.map((alert) => (
              <li key={alert.id}>
                <AlertCard
                  alert={alert}
                  onEdit={() => setEditing({ alert })}
                  onDelete={() => setDeleting(alert)}
                />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="No job alerts yet">
            <p>Create one by hand, or run a search and choose “Create alert from this search”.</p>
            <div className="mt-4 flex justify-center">{newAlert}</div>
          </EmptyState>
        )}
      </div>
      {editing ? <AlertDialog open alert={editing.alert} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this alert?"
        confirmLabel="Delete alert"
        variant="danger"
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      >
        <p>“{deleting?.name}” will stop, and its settings are lost. You can pause an alert instead.</p>
      </ConfirmDialog>
    </section>
  );
}
