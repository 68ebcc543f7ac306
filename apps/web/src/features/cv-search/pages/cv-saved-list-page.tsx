import {
  SAVED_SEARCH_ALERT_LABELS,
  SAVED_SEARCH_ALERTS,
  type SavedSearch,
} from '@portal/contract/cv-saved-searches';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageHeader } from '@/components/ui/page-header';
import { CardSkeletons } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/job-format';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../api/saved-searches';
import { cvSearchString } from '../search-state';

const LABELS: Record<string, string> = {
  q: 'Keywords',
  all: 'All of',
  any: 'Any of',
  none: 'None of',
};

/** "Keywords: forklift* · 3 filters". */
function summary(criteria: Record<string, string>): string {
  const words = Object.entries(criteria)
    .filter(([k]) => k in LABELS)
    .map(([k, v]) => `${LABELS[k]}: ${v}`);
  const filters = Object.keys(criteria).filter((k) => !(k in LABELS)).length;
  return [...words, filters ? `${filters} ${filters === 1 ? 'filter' : 'filters'}` : null]
    .filter(Boolean)
    .join(' · ');
}

function Row({ s, onDelete }: { s: SavedSearch; onDelete: () => void }) {
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
              New name
            </label>
            <input
              id={`rename-${s.id}`}
              value={renaming}
              maxLength={100}
              onChange={(e) => setRenaming(e.target.value)}
              className="h-9 rounded-lg border border-slate-300 px-2 text-sm"
            />
            <Button type="submit" size="sm" isPending={update.isPending}>
              Save
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(null)}>
              Cancel
            </Button>
          </form>
        )}
        <p className="text-sm text-slate-600">{summary(s.criteria)}</p>
        <p className="text-xs text-slate-600">
          Saved {formatDate(s.created_at)} by {s.mine ? 'you' : s.owner}
        </p>
      </div>
      {s.mine ? (
        <div className="flex flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor={`alert-${s.id}`}>
            Alert for {s.name}
          </label>
          <select
            id={`alert-${s.id}`}
            value={s.alert}
            onChange={(e) => update.mutate({ id: s.id, alert: e.target.value as SavedSearch['alert'] })}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
          >
            {SAVED_SEARCH_ALERTS.map((a) => (
              <option key={a} value={a}>
                {SAVED_SEARCH_ALERT_LABELS[a]}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setRenaming(s.name)}
            aria-label={`Rename ${s.name}`}
          >
            Rename
          </Button>
          <Button size="sm" variant="danger-outline" onClick={onDelete} aria-label={`Delete ${s.name}`}>
            Delete
          </Button>
        </div>
      ) : (
        <span className="text-sm text-slate-600">{SAVED_SEARCH_ALERT_LABELS[s.alert]}</span>
      )}
    </li>
  );
}

/** management/cv-search/saved-list: the organisation's saved CV searches; rerun, rename, alert, delete. */
export function CvSavedListPage() {
  const saved = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader
        title="Saved searches"
        description="Your organisation's CV searches. Open one to run it again; an alert e-mails you new matching candidates."
      />
      {saved.isLoading ? (
        <CardSkeletons count={3} />
      ) : saved.isError || !saved.data ? (
        <LoadFailed what="saved searches" />
      ) : saved.data.length === 0 ? (
        <EmptyState title="No saved searches yet">
          Run a{' '}
          <Link to={paths.management.cvSearch.href()} className="font-medium text-primary-800 underline">
            CV search
          </Link>{' '}
          and choose Save search.
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
        title={`Delete "${deleting?.name ?? ''}"?`}
        confirmLabel="Delete search"
        variant="danger"
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        Its alert stops too. Candidates are not affected.
      </ConfirmDialog>
    </section>
  );
}
