import type { PageRevision } from '@portal/contract/pages';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading } from '@/components/ui/loading';
import { ListPagination } from '@/components/ui/pagination';
import type { ContentSlug } from '@/config/paths';
import { useFormatDateTime } from '@/lib/format-date-time';
import { usePageHistory, usePageRevision } from '../api/get-page-history';
import { useRestoreRevision } from '../api/restore-page-revision';
import { useT } from '../i18n';
import { RevisionDialog } from './revision-dialog';

const FIELD_LABEL = {
  title: 'history.field.title',
  intro: 'history.field.intro',
  meta_description: 'history.field.meta',
  body_html: 'history.field.body',
  plans: 'history.field.plans',
  title_ar: 'history.field.titleAr',
  intro_ar: 'history.field.introAr',
  meta_description_ar: 'history.field.metaAr',
  body_html_ar: 'history.field.bodyAr',
  plans_ar: 'history.field.plansAr',
} as const;
const fieldKey = (f: string) => (f in FIELD_LABEL ? FIELD_LABEL[f as keyof typeof FIELD_LABEL] : undefined);

/** Every saved revision of a page, newest first; each can be viewed and brought back. */
export function PageHistory({ slug, dirty }: { slug: ContentSlug; dirty: boolean }) {
  const [page, setPage] = useState(1);
  const history = usePageHistory(slug, page);
  const [viewing, setViewing] = useState<number | null>(null);
  const revision = usePageRevision(slug, viewing);
  const [restoring, setRestoring] = useState<PageRevision | null>(null);
  const restore = useRestoreRevision(slug);
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const fields = (changed: string[]) =>
    changed
      .map((f) => {
        const key = fieldKey(f);
        return key ? t(key) : f;
      })
      .join(t('history.separator'));

  if (history.isLoading) return <Loading className="flex items-center gap-2 py-10 text-slate-600" />;
  if (history.isError || !history.data) return <p role="alert">{t('history.failed')}</p>;
  const rows = history.data.data;
  return (
    <div className="min-w-0">
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {t('history.empty')}
        </p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {rows.map((r) => (
            <li key={r.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {formatDateTime(r.created_at)} · {r.author ?? t('history.formerUser')}
                </p>
                <p className="text-sm break-words text-slate-700">
                  {r.restored_from
                    ? t('history.restoredChanged', {
                        from: r.restored_from,
                        fields: fields(r.changed),
                        id: r.id,
                      })
                    : t('history.changed', { fields: fields(r.changed), id: r.id })}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('history.viewRevision', { id: r.id })}
                onClick={() => setViewing(r.id)}
              >
                {t('history.view')}
              </Button>
            </li>
          ))}
        </ol>
      )}
      <ListPagination meta={history.data.meta} onPage={setPage} />
      {viewing !== null ? (
        <RevisionDialog
          revision={revision.data}
          onClose={() => setViewing(null)}
          onRestore={(r) => {
            setViewing(null);
            setRestoring(r);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={restoring !== null}
        title={t('history.restoreTitle')}
        confirmLabel={t('history.restore')}
        isPending={restore.isPending}
        onCancel={() => setRestoring(null)}
        onConfirm={() =>
          restoring &&
          restore.mutate(restoring.id, {
            onSettled: () => setRestoring(null),
          })
        }
      >
        {t('history.restoreText', { id: restoring?.id ?? '' })}
        {dirty ? ` ${t('history.restoreDirty')}` : ''}
      </ConfirmDialog>
    </div>
  );
}
