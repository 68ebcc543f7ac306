import { PLAN_LIMITS, type Plan } from '@portal/contract/plans';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { usePlans } from '@/features/plans/api/plan-usage';
import { useFormat } from '@/lib/intl/format';
import { useDeletePlan } from '../api/plans';
import { PlanForm } from '../components/plan-form';
import { useT } from '../i18n';
import { LIMIT_LABEL } from '../limit-labels';

/**
 * admin-pannel/plans: the plans organisations are put on (the pricing page's Basic, Standard and
 * Premium and any others) and their limits; a change reaches every organisation on the plan at once.
 */
export function PlansPage() {
  const plans = usePlans(true);
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Plan | null>(null);
  const t = useT();
  const format = useFormat();

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <Button size="sm" onClick={() => setEditing('new')}>
            {t('page.new')}
          </Button>
        }
      />
      {plans.isLoading ? (
        <Loading />
      ) : plans.isError || !plans.data ? (
        <EmptyState title={t('page.failed')}>{t('page.failedHint')}</EmptyState>
      ) : plans.data.length === 0 ? (
        <EmptyState title={t('page.empty')}>{t('page.emptyHint')}</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {plans.data.map((p) => (
            <li
              key={p.id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 className="text-lg font-semibold text-slate-900">{p.name}</h2>
              <p className="text-sm text-slate-600">{p.description || t('page.noDescription')}</p>
              <dl className="mt-3 flex-1 divide-y divide-slate-100 text-sm">
                {PLAN_LIMITS.map((l) => (
                  <div key={l} className="flex justify-between gap-3 py-1.5">
                    <dt className="text-slate-600">{t(LIMIT_LABEL[l])}</dt>
                    <dd className="font-medium text-slate-900">
                      {p.limits[l] === null ? t('unlimited') : format.number(p.limits[l])}
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="mt-3 text-sm text-slate-700">{t('page.clients', { count: p.client_count })}</p>
              <div className="mt-3 flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setEditing(p)}
                  aria-label={t('page.editNamed', { name: p.name })}
                >
                  {t('page.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="danger-outline"
                  onClick={() => setDeleting(p)}
                  disabled={p.client_count > 0}
                  aria-label={t('page.deleteNamed', { name: p.name })}
                  title={p.client_count > 0 ? t('page.inUse') : undefined}
                >
                  {t('page.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('page.new') : editing ? t('page.editNamed', { name: editing.name }) : ''}
        className="max-h-[90vh] max-w-2xl overflow-y-auto"
      >
        {editing !== null ? (
          <PlanForm
            key={editing === 'new' ? 'new' : editing.id}
            plan={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('page.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('page.deleteConfirm')}
        variant="danger"
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        {t('page.deleteText')}
      </ConfirmDialog>
    </section>
  );
}
