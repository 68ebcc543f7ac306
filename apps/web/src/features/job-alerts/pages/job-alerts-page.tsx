import type { JobAlert } from '@portal/contract/alerts';
import { MAX_ALERTS } from '@portal/contract/alerts';
import { BellPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { CardSkeletons } from '@/components/ui/skeleton';
import { AlertDialog } from '@/features/job-alerts/components/alert-dialog';
import { useT } from '@/features/job-alerts/i18n';
import { useDeleteAlert } from '../api/change-alert';
import { useAlerts } from '../api/list-alerts';
import { AlertCard } from '../components/alert-card';

type Editing = { alert?: JobAlert } | null;

/**
 * /candidate/job-alert: my alerts, each paused, edited or deleted in place; new ones by hand.
 * `?keyword=` opens a new alert for that keyword (the link the portal's staff share for a keyword
 * job seekers search for, from the admin dashboard's search demand).
 */
export function JobAlertsPage() {
  const t = useT();
  const alerts = useAlerts();
  const [params, setParams] = useSearchParams();
  const offered = params.get('keyword')?.trim().slice(0, 200) ?? '';
  // One object per keyword: the dialog's form takes its values from it.
  const fromLink = useMemo(() => (offered ? { keyword: offered } : undefined), [offered]);
  const remove = useDeleteAlert();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<JobAlert | null>(null);
  const full = (alerts.data?.length ?? 0) >= MAX_ALERTS;
  const newAlert = (
    <Button
      icon={<BellPlus aria-hidden className="size-4" />}
      onClick={() => setEditing({})}
      disabled={full}
      title={full ? t('page.limit', { max: MAX_ALERTS }) : undefined}
    >
      {t('page.new')}
    </Button>
  );

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={alerts.data?.length ? newAlert : undefined}
      />
      <div className="mt-6">
        {alerts.isLoading ? (
          <CardSkeletons count={3} />
        ) : alerts.isError ? (
          <p role="alert" className="py-8 text-center text-slate-700">
            {t('page.error')}
          </p>
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
          <EmptyState title={t('page.none')}>
            <p>{t('page.noneText')}</p>
            <div className="mt-4 flex justify-center">{newAlert}</div>
          </EmptyState>
        )}
      </div>
      {editing ? <AlertDialog open alert={editing.alert} onClose={() => setEditing(null)} /> : null}
      {fromLink && !editing && !full ? (
        <AlertDialog
          open
          fromSearch={fromLink}
          onClose={() =>
            setParams(
              (p) => {
                p.delete('keyword');
                return p;
              },
              { replace: true },
            )
          }
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('page.deleteTitle')}
        confirmLabel={t('page.deleteConfirm')}
        variant="danger"
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      >
        <p>{t('page.deleteText', { name: deleting?.name ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
