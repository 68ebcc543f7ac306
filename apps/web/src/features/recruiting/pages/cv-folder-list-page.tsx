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
import { formatDate } from '@/lib/job-format';
import { errorMessages } from '@/lib/toasts';
import { useUrlState } from '@/lib/use-url-state';
import { useCreateFolder, useDeleteFolder, useFolders } from '../api/cv-folders';

/** management/cv-folder: the organisation's CV folders. */
export function CvFolderListPage() {
  const [{ page }, setUrl] = useUrlState({ page: 1 });
  const folders = useFolders({ page, page_size: 20 });
  const create = useCreateFolder();
  const remove = useDeleteFolder();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Name the folder');
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
      <PageHeader
        title="CV folders"
        description="Keep candidates from your searches in named folders, with a note on each."
      />
      <form onSubmit={onCreate} className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <TextField
            label="New folder"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={error}
            maxLength={100}
            placeholder="e.g. Forklift operators - Jebel Ali"
          />
        </div>
        <Button type="submit" isPending={create.isPending} className="sm:mt-7">
          Create folder
        </Button>
      </form>
      {folders.isLoading ? (
        <CardSkeletons count={3} />
      ) : folders.isError || !folders.data ? (
        <LoadFailed what="folders" />
      ) : folders.data.data.length === 0 ? (
        <EmptyState title="No folders yet">
          Create one here, or tick candidates in a{' '}
          <Link to={paths.management.cvSearch.href()} className="font-medium text-primary-800 underline">
            CV search
          </Link>{' '}
          and add them to a new folder.
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {folders.data.data.map((f) => (
              <li
                key={f.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              >
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
                      {f.candidates} {f.candidates === 1 ? 'candidate' : 'candidates'} · changed{' '}
                      {formatDate(f.updated_at)}
                      {f.created_by ? ` · by ${f.created_by}` : ''}
                    </p>
                  </div>
                </div>
                <Button
                  variant="danger-outline"
                  size="sm"
                  aria-label={`Delete ${f.name}`}
                  onClick={() => setDeleting({ id: f.id, name: f.name })}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
          <ListPagination meta={folders.data.meta} onPage={(p) => setUrl({ page: p })} />
        </>
      )}
      <ConfirmDialog
        open={deleting != null}
        title={`Delete "${deleting?.name ?? ''}"?`}
        confirmLabel="Delete folder"
        variant="danger"
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        The folder and its notes go. Its candidates stay in the CV database.
      </ConfirmDialog>
    </section>
  );
}
