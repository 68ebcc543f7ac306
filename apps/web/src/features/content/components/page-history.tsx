import type { PageRevision } from '@portal/contract/pages';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading } from '@/components/ui/loading';
import { ListPagination } from '@/components/ui/pagination';
import type { ContentSlug } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date-time';
import { usePageHistory, usePageRevision } from '../api/get-page-history';
import { useRestoreRevision } from '../api/restore-page-revision';
import { RevisionDialog } from './revision-dialog';

const FIELD_LABEL: Record<string, string> = {
  title: 'title',
  intro: 'introduction',
  meta_description: 'meta description',
  body_html: 'page text',
  plans: 'plans',
};

/** Every saved revision of a page, newest first; each can be viewed and brought back. */
export function PageHistory({ slug, dirty }: { slug: ContentSlug; dirty: boolean }) {
  const [page, setPage] = useState(1);
  const history = usePageHistory(slug, page);
  const [viewing, setViewing] = useState<number | null>(null);
  const revision = usePageRevision(slug, viewing);
  const [restoring, setRestoring] = useState<PageRevision | null>(null);
  const restore = useRestoreRevision(slug);

  if (history.isLoading) return <Loading className="flex items-center gap-2 py-10 text-slate-600" />;
  if (history.isError || !history.data)
    return <p role="alert">The history could not be loaded. Please try again in a moment.</p>;
  const rows = history.data.data;
  return (
    <div className="min-w-0">
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          No saved changes yet: the page shows the text it was shipped with.
        </p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {rows.map((r) => (
            <li key={r.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {formatDateTime(r.created_at)} · {r.author ?? 'a former user'}
                </p>
                <p className="text-sm break-words text-slate-700">
                  {r.restored_from ? `Restored revision #${r.restored_from}: ` : ''}
                  changed the {r.changed.map((f) => FIELD_LABEL[f] ?? f).join(', ')} · #{r.id}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`View revision #${r.id}`}
                onClick={() => setViewing(r.id)}
              >
                View
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
        title="Restore this version?"
        confirmLabel="Restore"
        isPending={restore.isPending}
        onCancel={() => setRestoring(null)}
        onConfirm={() =>
          restoring &&
          restore.mutate(restoring.id, {
            onSettled: () => setRestoring(null),
          })
        }
      >
        The page will show the text saved in revision #{restoring?.id} at once. Its current text stays in the
        history.
        {dirty ? ' Your unsaved changes in the editor will be lost.' : ''}
      </ConfirmDialog>
    </div>
  );
}
