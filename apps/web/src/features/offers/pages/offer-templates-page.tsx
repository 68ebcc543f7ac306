import type { OfferTemplate } from '@portal/contract/offers';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteButton } from '@/components/ui/confirm-delete-button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { useDeleteOfferTemplate, useOfferTemplates } from '../api/offers';
import { OfferTemplateDialog } from '../components/offer-template-dialog';
import { useT } from '../i18n';

/** /management/offer-templates: the organisation's offer-letter templates. */
export function OfferTemplatesPage() {
  const t = useT();
  const { data, isLoading } = useOfferTemplates({ page_size: 100 });
  const remove = useDeleteOfferTemplate();
  const [editing, setEditing] = useState<OfferTemplate | 'new' | null>(null);
  const list = data?.data;
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('tpls.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('tpls.text')}</p>
        </div>
        <Button onClick={() => setEditing('new')}>{t('tpls.new')}</Button>
      </div>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white">
        {isLoading ? (
          <Loading />
        ) : !list ? (
          <LoadFailed what={t('tpls.what')} />
        ) : list.length === 0 ? (
          <EmptyState title={t('tpls.none')}>{t('tpls.noneText')}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200">
            {list.map((tpl) => (
              <li
                key={tpl.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words text-slate-900">{tpl.name}</p>
                  <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{tpl.body}</p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('tpls.editNamed', { name: tpl.name })}
                    onClick={() => setEditing(tpl)}
                  >
                    {t('tpls.edit')}
                  </Button>
                  <ConfirmDeleteButton
                    ariaLabel={t('tpls.deleteNamed', { name: tpl.name })}
                    title={t('tpls.deleteTitle')}
                    confirmLabel={t('tpls.deleteConfirm')}
                    isPending={remove.isPending}
                    onDelete={(settled) => remove.mutate(tpl.id, { onSettled: settled })}
                  >
                    {t('tpls.deleteText')}
                  </ConfirmDeleteButton>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {editing ? (
        <OfferTemplateDialog template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}
