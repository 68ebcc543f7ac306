import { SAVED_SEARCH_ALERTS, type SavedSearch } from '@portal/contract/cv-saved-searches';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageHeader } from '@/components/ui/page-header';
import { CardSkeletons } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/intl/format';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../api/saved-searches';
import { useT } from '../i18n';
import { cvSearchString } from '../search-state';

type T = ReturnType<typeof useT>;
const LABELS = { q: 'saved.q', all: 'saved.all', any: 'saved.any', none: 'saved.none' } as const;
const isWords = (k: string): k is keyof typeof LABELS => k in LABELS;
const ALERT_KEY = {
  none: 'saved.alert.none',
  daily: 'saved.alert.daily',
  weekly: 'saved.alert.weekly',
} as const satisfies Record<SavedSearch['alert'], string>;

/** "Keywords: forklift* · 3 filters". */
function summary(t: T, criteria: Record<string, string>): string {
  const words = Object.entries(criteria).flatMap(([k, value]) =>
    isWords(k) ? [t(LABELS[k], { value })] : [],
  );
  const filters = Object.keys(criteria).filter((k) => !isWords(k)).length;
  return [...words, filters ? t('saved.filters', { count: filters }) : null].filter(Boolean).join(' · ');
}

function Row({ s, onDelete }: { s: SavedSearch; onDelete: () => void }) {
  const t = useT();
  const f = useFormat();
  const update = useUpdateSavedSearch();
  const [renaming, setRenaming] = useState<string | null>(null);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        {renaming === null ? (
          <Link
            to={`${paths.management.cvSearch.href()}${cvSearchString(s.criteria)}`}
            className="font-semibold text-slate-900 hover:underline"
          >
            {s.name}
          </Link>
        ) : (
          <form
            className="flex flex-wrap gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (renaming.trim())
                update.mutate({ id: s.id, name: renaming.trim() }, { onSuccess: () => setRenaming(null) });
            }}
          >
            <label className="sr-only" htmlFor={`rename-${s.id}`}>
              {t('saved.newName')}
            </label>
            <input
              id={`rename-${s.id}`}
              value={renaming}
              maxLength={100}
              onChange={(e) => setRenaming(e.target.value)}
              className="h-9 rounded-lg border border-slate-300 px-2 text-sm"
            />
            <Button type="submit" size="sm" isPending={update.isPending}>
              {t('saved.save')}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(null)}>
              {t('saved.cancel')}
            </Button>
          </form>
        )}
        <p className="text-sm text-slate-600">{summary(t, s.criteria)}</p>
        <p className="text-xs text-slate-600">
          {s.mine
            ? t('saved.byYou', { date: f.date(s.created_at) })
            : t('saved.by', { date: f.date(s.created_at), name: s.owner })}
        </p>
      </div>
      {s.mine ? (
        <div className="flex flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor={`alert-${s.id}`}>
            {t('saved.alertFor', { name: s.name })}
          </label>
          <select
            id={`alert-${s.id}`}
            value={s.alert}
            onChange={(e) => update.mutate({ id: s.id, alert: e.target.value as SavedSearch['alert'] })}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
          >
            {SAVED_SEARCH_ALERTS.map((a) => (
              <option key={a} value={a}>
                {t(ALERT_KEY[a])}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setRenaming(s.name)}
            aria-label={t('saved.renameNamed', { name: s.name })}
          >
            {t('saved.rename')}
          </Button>
          <Button
            size="sm"
            variant="danger-outline"
            onClick={onDelete}
            aria-label={t('saved.deleteNamed', { name: s.name })}
          >
            {t('saved.delete')}
          </Button>
        </div>
      ) : (
        <span className="text-sm text-slate-600">{t(ALERT_KEY[s.alert])}</span>
      )}
    </li>
  );
}

/** management/cv-search/saved-list: the organisation's saved CV searches; rerun, rename, alert, delete. */
export function CvSavedListPage() {
  const t = useT();
  const saved = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('saved.title')} description={t('saved.description')} />
      {saved.isLoading ? (
        <CardSkeletons count={3} />
      ) : saved.isError || !saved.data ? (
        <LoadFailed what={t('saved.what')} />
      ) : saved.data.length === 0 ? (
        <EmptyState title={t('saved.empty')}>
          {t.rich('saved.emptyText', {
            link: (chunks) => (
              <Link to={paths.management.cvSearch.href()} className="font-medium text-primary-800 underline">
                {chunks}
              </Link>
            ),
          })}
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {saved.data.map((s) => (
            <Row key={s.id} s={s} onDelete={() => setDeleting(s)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting != null}
        title={t('saved.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('saved.deleteConfirm')}
        variant="danger"
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        {t('saved.deleteText')}
      </ConfirmDialog>
    </section>
  );
}
