import { COVER_LETTER_LIBRARY_MAX, type CoverLetter } from '@portal/contract/candidate-documents';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useCoverLetters, useRemoveCoverLetter } from '@/features/candidate-documents/api/cover-letters';
import { useT } from '@/features/candidate-documents/i18n';
import { CoverLetterEditor } from './cover-letter-editor';

/** The candidate's saved cover letters, to pick from when applying: list, write, edit, delete. */
export function CoverLetterList() {
  const t = useT();
  const letters = useCoverLetters();
  const remove = useRemoveCoverLetter();
  /** The letter being edited; 'new' while writing one. */
  const [editing, setEditing] = useState<CoverLetter | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CoverLetter | null>(null);
  const count = letters.data?.length ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {t('letters.title')}{' '}
          <span className="font-normal text-slate-600">
            {t('common.countOf', { count, max: COVER_LETTER_LIBRARY_MAX })}
          </span>
        </h3>
        {editing === null && count < COVER_LETTER_LIBRARY_MAX && !letters.isLoading ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing('new')}>
            {t('letters.write')}
          </Button>
        ) : null}
      </div>
      {editing === 'new' ? <CoverLetterEditor letter={null} onDone={() => setEditing(null)} /> : null}
      {letters.isLoading ? (
        <div role="status" aria-label={t('letters.loading')}>
          <Skeleton className="h-16" />
        </div>
      ) : letters.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('letters.error')}
        </p>
      ) : count === 0 && editing === null ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          {t('letters.none')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('letters.label')}>
          {letters.data?.map((letter) =>
            editing !== 'new' && editing?.id === letter.id ? (
              <li key={letter.id}>
                <CoverLetterEditor letter={letter} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={letter.id} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words text-slate-900">{letter.title}</p>
                    <p className="line-clamp-2 text-sm whitespace-pre-line text-slate-600">{letter.body}</p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setEditing(letter)}
                      aria-label={t('common.editItem', { name: letter.title })}
                    >
                      {t('common.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setDeleting(letter)}
                      aria-label={t('common.deleteItem', { name: letter.title })}
                    >
                      {t('common.delete')}
                    </Button>
                  </div>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('letters.deleteTitle', { name: deleting?.title ?? '' })}
        confirmLabel={t('letters.deleteConfirm')}
        variant="danger"
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      >
        {t('letters.deleteText')}
      </ConfirmDialog>
    </div>
  );
}
