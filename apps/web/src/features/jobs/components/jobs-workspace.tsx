import { JOB_SORTS, type JobStatus } from '@portal/contract/jobs';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { ListPagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { Tabs } from '@/components/ui/tabs';
import { useStatusLabels } from '@/lib/labels';
import { useJobList } from '../api/list-jobs';
import { useOrganisations } from '../api/list-organisations';
import { useT } from '../i18n';
import { JOB_SORT_KEY, NO_JOBS_KEY, STATUS_FILTERS, type StatusFilter } from '../status';
import { BulkCloseBar } from './bulk-close-bar';
import { JobsTable } from './jobs-table';

const PAGE_SIZE = 20;

/**
 * management/jobs and management/job/search: status tabs with counts, keyword, sort and page, all
 * in the URL so links and Back work. Staff see every organisation's jobs and an organisation column.
 */
export function JobsWorkspace({ staff = false }: { staff?: boolean }) {
  const t = useT();
  const labels = useStatusLabels();
  const [params, setParams] = useSearchParams();
  const panelId = useId();
  const sortId = useId();
  const status = STATUS_FILTERS.find((s) => s === params.get('status')) ?? 'all';
  const q = params.get('q') ?? '';
  const sort = JOB_SORTS.find((s) => s === params.get('sort')) ?? 'updated';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const clientId = Number(params.get('client_id')) || undefined;
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const list = useJobList({
    status: status === 'all' ? undefined : status,
    q: q || undefined,
    sort,
    page,
    page_size: PAGE_SIZE,
    client_id: staff ? clientId : undefined,
  });

  const organisations = useOrganisations(staff);
  const orgId = useId();
  const update = (next: {
    status?: StatusFilter;
    q?: string;
    sort?: string;
    page?: number;
    clientId?: number;
  }) => {
    const merged = { status, q, sort, page, clientId, ...next };
    const search = new URLSearchParams();
    if (merged.status !== 'all') search.set('status', merged.status);
    if (merged.q) search.set('q', merged.q);
    if (merged.sort !== 'updated') search.set('sort', merged.sort);
    if (merged.clientId) search.set('client_id', String(merged.clientId));
    if (merged.page > 1) search.set('page', String(merged.page));
    setSelected(new Set());
    setParams(search);
  };
  const onSelect = (ids: number[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });

  // A status with no jobs may be left out of the counts.
  const counts: Partial<Record<JobStatus, number>> = list.data?.meta.counts ?? {};
  const all = Object.values(counts).reduce((a, b) => a + (b ?? 0), 0);
  const tabs = STATUS_FILTERS.map((value) => {
    const n = value === 'all' ? all : (counts[value] ?? 0);
    const text = value === 'all' ? t('ws.all') : labels.job(value);
    return {
      value,
      name: list.data ? `${text} (${n})` : text,
      label: (
        <>
          {text}
          <span className="rounded-full bg-slate-100 px-2 text-xs font-semibold text-slate-700 tabular-nums">
            {list.data ? n : '–'}
          </span>
        </>
      ),
    };
  });
  const rows = list.data?.data ?? [];

  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col gap-3 p-4">
        <Tabs
          items={tabs}
          value={status}
          onChange={(s) => update({ status: s, page: 1 })}
          panelId={panelId}
          label={t('ws.tabLabel')}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <SearchBox
            value={q}
            onSearch={(value) => update({ q: value, page: 1 })}
            label={t('ws.search')}
            placeholder={staff ? t('ws.placeholderStaff') : t('ws.placeholder')}
          />
          <div className="flex flex-wrap items-center gap-3">
            {staff ? (
              <>
                <label htmlFor={orgId} className="text-sm text-slate-600">
                  {t('ws.organisation')}
                </label>
                <select
                  id={orgId}
                  value={clientId ?? ''}
                  onChange={(e) => update({ clientId: Number(e.target.value) || undefined, page: 1 })}
                  className="h-9 max-w-56 rounded-lg border border-slate-300 bg-white px-2.5 text-sm focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none"
                >
                  <option value="">{t('ws.allOrgs')}</option>
                  {(organisations.data ?? []).map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </select>
              </>
            ) : null}
            <label htmlFor={sortId} className="text-sm text-slate-600">
              {t('ws.sortBy')}
            </label>
            <select
              id={sortId}
              value={sort}
              onChange={(e) => update({ sort: e.target.value, page: 1 })}
              className="h-9 rounded-lg border border-slate-300 bg-white px-2.5 text-sm focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none"
            >
              {JOB_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(JOB_SORT_KEY[s])}
                </option>
              ))}
            </select>
            <BulkCloseBar ids={[...selected]} onDone={() => setSelected(new Set())} />
          </div>
        </div>
      </div>
      <div id={panelId} role="tabpanel" aria-busy={list.isFetching} className="border-t border-slate-200">
        {list.isLoading ? (
          <Loading className="flex items-center justify-center gap-2 py-16 text-slate-600" />
        ) : list.isError ? (
          <EmptyState title={t('ws.error')}>{t('ws.errorText')}</EmptyState>
        ) : rows.length === 0 ? (
          <EmptyState title={status === 'all' ? t('ws.none') : t(NO_JOBS_KEY[status])}>
            {q ? t('ws.nothing', { q }) : staff ? t('ws.staffEmpty') : t('ws.empty')}
          </EmptyState>
        ) : (
          <JobsTable jobs={rows} selected={selected} onSelect={onSelect} showOrganisation={staff} />
        )}
      </div>
      {list.data ? (
        <div className="border-t border-slate-200 px-4">
          <ListPagination meta={list.data.meta} onPage={(p) => update({ page: p })} />
        </div>
      ) : null}
    </div>
  );
}
