import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { NotFoundNotice } from '@/components/ui/not-found-notice';
import { PageHeader } from '@/components/ui/page-header';
import { ListPagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/auth';
import { useClientList } from '../api/list-clients';
import { ClientTable } from '../components/client-table';
import { STATUS_FILTERS, type StatusFilter, StatusTabs } from '../components/status-tabs';
import { CLIENT_LABEL, CLIENT_SINGULAR, STATUS_LABEL } from '../status';
import { useClientType } from '../use-client-type';

const PAGE_SIZE = 20;

/** admin-pannel/list/{client}: filter, search and page state live in the URL so links and Back work. */
export function ClientListPage() {
  const type = useClientType();
  const [params, setParams] = useSearchParams();
  const profile = useProfile();
  const panelId = useId();
  const status = STATUS_FILTERS.find((s) => s === params.get('status')) ?? 'pending';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const list = useClientList({
    type: type ?? 'employer',
    status: status === 'all' ? undefined : status,
    q: q || undefined,
    page,
    page_size: PAGE_SIZE,
  });

  if (!type) return <NotFoundNotice />;
  const canDecide = profile.data?.permissions.includes('clients.activate') ?? false;

  const update = (next: { status?: StatusFilter; q?: string; page?: number }) => {
    const merged = { status, q, page, ...next };
    const search = new URLSearchParams();
    if (merged.status !== 'pending') search.set('status', merged.status);
    if (merged.q) search.set('q', merged.q);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim(), page: 1 });
  };

  const rows = list.data?.data ?? [];
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader
        title={CLIENT_LABEL[type]}
        description={`Review ${CLIENT_SINGULAR[type]} registrations and manage their access.`}
        actions={
          profile.data?.role === 'master_admin' ? (
            <ButtonLink to={paths.admin.create.href({ client: type })} variant="secondary" size="sm">
              Create {CLIENT_SINGULAR[type]}
            </ButtonLink>
          ) : null
        }
      />
      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:justify-between">
          <StatusTabs value={status} onChange={(s) => update({ status: s, page: 1 })} panelId={panelId} />
          {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to Safari before 17. */}
          <form role="search" onSubmit={onSearch} className="flex gap-2">
            <label htmlFor={`${panelId}-q`} className="sr-only">
              Search {CLIENT_LABEL[type].toLowerCase()}
            </label>
            <input
              id={`${panelId}-q`}
              type="search"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder="Name, contact or e-mail"
              className="h-9 w-full min-w-0 rounded-full border border-slate-300 px-4 text-sm focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none lg:w-72"
            />
            <Button
              type="submit"
              size="sm"
              variant="secondary"
              icon={<Search aria-hidden className="size-4" />}
            >
              Search
            </Button>
          </form>
        </div>
        <div id={panelId} role="tabpanel" aria-busy={list.isFetching} className="border-t border-slate-200">
          {list.isLoading ? (
            <Loading className="flex items-center justify-center gap-2 py-16 text-slate-600" />
          ) : list.isError ? (
            <EmptyState title="The list could not be loaded">Please try again in a moment.</EmptyState>
          ) : rows.length === 0 ? (
            <EmptyState
              title={`No ${status === 'all' ? '' : `${STATUS_LABEL[status].toLowerCase()} `}${CLIENT_LABEL[type].toLowerCase()}`}
            >
              {q ? `Nothing matches "${q}".` : 'New registrations appear here.'}
            </EmptyState>
          ) : (
            <ClientTable clients={rows} canDecide={canDecide} />
          )}
        </div>
        {list.data ? (
          <div className="border-t border-slate-200 px-4">
            <ListPagination meta={list.data.meta} onPage={(p) => update({ page: p })} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
