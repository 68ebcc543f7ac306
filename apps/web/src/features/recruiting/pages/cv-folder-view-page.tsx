import { FOLDER_SORTS, type FolderCandidate } from '@portal/contract/cv-folders';
import { Download } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { GoneNotice } from '@/components/ui/gone-notice';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { NotFoundNotice } from '@/components/ui/not-found-notice';
import { ListPagination } from '@/components/ui/pagination';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorStatus } from '@/lib/api-client';
import { errorMessages, errorToast } from '@/lib/toasts';
import { useUrlState } from '@/lib/use-url-state';
import {
  exportFolder,
  useDeleteFolder,
  useFolder,
  useFolderNote,
  useRemoveFromFolder,
  useRenameFolder,
} from '../api/cv-folders';
import { CandidateResultRow } from '../components/candidate-result-row';
import { EmailCandidatesLink } from '../components/email-candidates-link';
import { useCandidateSelection } from '../components/selection';
import { SelectionBar } from '../components/selection-bar';
import { useT } from '../i18n';

const SORT_KEY = {
  added: 'folder.sort.added',
  name: 'folder.sort.name',
  last_active: 'folder.sort.last_active',
  experience: 'folder.sort.experience',
} as const satisfies Record<(typeof FOLDER_SORTS)[number], string>;

function NoteEditor({ folderId, row }: { folderId: number; row: FolderCandidate }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(row.note ?? '');
  const save = useFolderNote(folderId);
  if (!editing)
    return (
      <div className="mt-3 flex flex-wrap items-start gap-2 text-sm">
        {row.note ? <p className="rounded-lg bg-amber-50 px-3 py-1.5 text-slate-800">{row.note}</p> : null}
        <button
          type="button"
          aria-label={t(row.note ? 'note.editOn' : 'note.addOn', {
            name: `${row.first_name} ${row.last_name}`,
          })}
          onClick={() => {
            setDraft(row.note ?? '');
            setEditing(true);
          }}
          className="font-semibold text-primary-800 hover:underline"
        >
          {row.note ? t('note.edit') : t('note.add')}
        </button>
      </div>
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ candidateId: row.id, note: draft }, { onSuccess: () => setEditing(false) });
  };
  return (
    <form onSubmit={onSubmit} className="mt-3 flex flex-col gap-2">
      <TextField
        label={t('note.on', { name: `${row.first_name} ${row.last_name}` })}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        maxLength={2000}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" isPending={save.isPending}>
          {t('note.save')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
          {t('note.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** management/cv-folder/view/{id}: the folder's candidates with notes; rename, export, remove, delete. */
export function CvFolderViewPage() {
  const t = useT();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [{ page, sort }, setUrl] = useUrlState({ page: 1, sort: 'added' });
  const folder = useFolder(id, { page, sort });
  const selection = useCandidateSelection();
  const rename = useRenameFolder(id);
  const remove = useDeleteFolder();
  const removeMembers = useRemoveFromFolder(id);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [renameError, setRenameError] = useState<string>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [removing, setRemoving] = useState<number[] | null>(null);

  if (!Number.isInteger(id) || id <= 0) return <NotFoundNotice />;
  if (folder.isLoading) return <Loading />;
  if (errorStatus(folder.error) === 404)
    return (
      <GoneNotice
        title={t('folder.notFound')}
        text={t('folder.notFoundText')}
        back={{ to: paths.management.cvFolders.href(), label: t('folder.all') }}
      />
    );
  if (!folder.data) return <LoadFailed what={t('folder.what')} />;
  const { data: rows, meta } = folder.data;

  const onRename = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming?.trim()) return setRenameError(t('folder.errName'));
    rename.mutate(renaming.trim(), {
      onSuccess: () => {
        setRenaming(null);
        setRenameError(undefined);
      },
      onError: (e) => setRenameError(errorMessages(e).join(' ')),
    });
  };

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <Link
        to={paths.management.cvFolders.href()}
        className="text-sm font-semibold text-primary-800 hover:underline"
      >
        {t('folder.all')}
      </Link>
      {renaming === null ? (
        <div className="mt-2 mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {meta.folder.name}
            </h1>
            <p className="mt-1 text-slate-600">{t('folder.count', { count: meta.total })}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {meta.total > 0 ? (
              <EmailCandidatesLink to={{ kind: 'folder', folder_id: id }}>
                {t('folder.email')}
              </EmailCandidatesLink>
            ) : null}
            <Button variant="secondary" size="sm" onClick={() => setRenaming(meta.folder.name)}>
              {t('folder.rename')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              icon={<Download aria-hidden className="size-4" />}
              disabled={meta.total === 0}
              onClick={() => exportFolder(id).catch(errorToast)}
            >
              {t('folder.export')}
            </Button>
            <Button variant="danger-outline" size="sm" onClick={() => setConfirmDelete(true)}>
              {t('folders.deleteFolder')}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={onRename} className="mt-2 mb-6 flex flex-col gap-2 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <TextField
              label={t('folder.name')}
              value={renaming}
              onChange={(e) => setRenaming(e.target.value)}
              error={renameError}
              maxLength={100}
            />
          </div>
          <div className="flex gap-2 sm:mt-7">
            <Button type="submit" isPending={rename.isPending}>
              {t('folder.saveName')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setRenaming(null);
                setRenameError(undefined);
              }}
            >
              {t('note.cancel')}
            </Button>
          </div>
        </form>
      )}
      {rows.length ? (
        <>
          <div className="mb-3 flex justify-end">
            <label className="flex items-center gap-2 text-sm text-slate-700">
              {t('folder.sortBy')}
              <select
                value={sort}
                onChange={(e) => setUrl({ sort: e.target.value, page: 1 })}
                className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
              >
                {FOLDER_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(SORT_KEY[s])}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <SelectionBar
            selection={selection}
            pageIds={rows.map((r) => r.id)}
            actions={(ids) => (
              <>
                <EmailCandidatesLink to={{ kind: 'candidates', candidate_ids: ids }}>
                  {t('folder.emailSelected')}
                </EmailCandidatesLink>
                <Button size="sm" variant="danger-outline" onClick={() => setRemoving(ids)}>
                  {t('folder.removeSelected')}
                </Button>
              </>
            )}
          />
          <ul className={folder.isPlaceholderData ? 'flex flex-col gap-4 opacity-60' : 'flex flex-col gap-4'}>
            {rows.map((row) => (
              <li key={row.id}>
                <CandidateResultRow
                  row={row}
                  href={paths.management.cvSearchView.href({ id: row.id })}
                  selected={selection.has(row.id)}
                  onSelect={(on) => selection.toggle(row.id, on)}
                >
                  <NoteEditor folderId={id} row={row} />
                </CandidateResultRow>
              </li>
            ))}
          </ul>
          <ListPagination meta={meta} onPage={(p) => setUrl({ page: p })} />
        </>
      ) : (
        <EmptyState title={t('folder.empty')}>
          {t.rich('folder.emptyText', {
            link: (chunks) => (
              <Link to={paths.management.cvSearch.href()} className="font-medium text-primary-800 underline">
                {chunks}
              </Link>
            ),
          })}
        </EmptyState>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={t('folders.deleteTitle', { name: meta.folder.name })}
        confirmLabel={t('folders.deleteFolder')}
        variant="danger"
        isPending={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => remove.mutate(id, { onSuccess: () => navigate(paths.management.cvFolders.href()) })}
      >
        {t('folders.deleteText')}
      </ConfirmDialog>
      <ConfirmDialog
        open={removing != null}
        title={t('folder.removeTitle', { count: removing?.length ?? 0 })}
        confirmLabel={t('folder.remove')}
        variant="danger"
        isPending={removeMembers.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          removeMembers.mutate(removing, {
            onSuccess: () => selection.clear(),
            onSettled: () => setRemoving(null),
          })
        }
      >
        {t('folder.removeText')}
      </ConfirmDialog>
    </section>
  );
}
