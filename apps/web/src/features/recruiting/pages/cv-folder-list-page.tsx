import { Folder } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageHeader } from '@/components/ui/page-header';
import { ListPagination } from '@/components/ui/pagination';
import { CardSkeletons } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/intl/format';
import { errorMessages } from '@/lib/toasts';
import { useUrlState } from '@/lib/use-url-state';
import { useCreateFolder, useDeleteFolder, useFolders } from '../api/cv-folders';
import { useT } from '../i18n';

/** management/cv-folder: the organisation's CV folders. */
export function CvFolderListPage() {
  const t = useT();
  const [{ page }, setUrl] = useUrlState({ page: 1 });
  const folders = useFolders({ page, page_size: 20 });
  const create = useCreateFolder();
  const remove = useDeleteFolder();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('folder.errName'));
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: () => {
          setName('');
          setError(undefined);
        },
        onError: (e) => setError(errorMessages(e).join(' ')),
      },
    );
  };

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('folders.title')} description={t('folders.description')} />
      <form onSubmit={onCreate} className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('folders.new')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={error}
            maxLength={100}
            placeholder={t('folders.placeholder')}
          />
        </div>
        <Button type="submit" isPending={create.isPending} className="sm:mt-7">
          {t('folders.create')}
        </Button>
      </form>
      {folders.isLoading ? (
        <CardSkeletons count={3} />
      ) : folders.isError || !folders.data ? (
        <LoadFailed what={t('folders.what')} />
      ) : folders.data.data.length === 0 ? (
        <EmptyState title={t('folders.none')}>
          {t.rich('folders.noneText', {
            link: (chunks) => (
              <Link to={paths.management.cvSearch.href()} className="font-medium text-primary-800 underline">
                {chunks}
              </Link>
            ),
          })}
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {folders.data.data.map((folder) => (
              <FolderItem key={folder.id} f={folder} onDelete={setDeleting} />
            ))}
          </ul>
          <ListPagination meta={folders.data.meta} onPage={(p) => setUrl({ page: p })} />
        </>
      )}
      <ConfirmDialog
        open={deleting != null}
        title={t('folders.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('folders.deleteFolder')}
        variant="danger"
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        {t('folders.deleteText')}
      </ConfirmDialog>
    </section>
  );
}

type FolderRow = NonNullable<ReturnType<typeof useFolders>['data']>['data'][number];

function FolderItem({ f, onDelete }: { f: FolderRow; onDelete: (d: { id: number; name: string }) => void }) {
  const t = useT();
  const format = useFormat();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex min-w-0 items-center gap-3">
        <Folder aria-hidden className="size-5 shrink-0 text-primary-700" />
        <div className="min-w-0">
          <Link
            to={paths.management.cvFolderView.href({ id: f.id })}
            className="font-semibold text-slate-900 hover:underline"
          >
            {f.name}
          </Link>
          <p className="text-sm text-slate-600">
            {t('folders.meta', { count: f.candidates, date: format.date(f.updated_at) })}
            {f.created_by ? t('folders.by', { name: f.created_by }) : ''}
          </p>
        </div>
      </div>
      <Button
        variant="danger-outline"
        size="sm"
        aria-label={t('folders.deleteNamed', { name: f.name })}
        onClick={() => onDelete({ id: f.id, name: f.name })}
      >
        {t('folders.delete')}
      </Button>
    </li>
  );
}
