import { CLIENT_STATUSES } from '@portal/contract/roles';
import { useId } from 'react';
import { useStatusListUrl } from '@/components/list-page/use-status-list-url';
import { ButtonLink } from '@/components/ui/button';
import { ListCard } from '@/components/ui/list-card';
import { NotFoundNotice } from '@/components/ui/not-found-notice';
import { PageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/auth';
import { useClientList } from '../api/list-clients';
import { ClientTable } from '../components/client-table';
import { StatusTabs } from '../components/status-tabs';
import { CLIENT_LABEL, CLIENT_SINGULAR, STATUS_LABEL } from '../status';
import { useClientType } from '../use-client-type';

const PAGE_SIZE = 20;

/** admin-pannel/list/{client}: filter, search and page state live in the URL so links and Back work. */
export function ClientListPage() {
  const type = useClientType();
  const url = useStatusListUrl(CLIENT_STATUSES, 'pending');
  const profile = useProfile();
  const panelId = useId();
  const list = useClientList({
    type: type ?? 'employer',
    ...url.query,
    page: url.page,
    page_size: PAGE_SIZE,
  });

  if (!type) return <NotFoundNotice />;
  const canDecide = profile.data?.permissions.includes('clients.activate') ?? false;

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
      <ListCard
        filters={
          <>
            <StatusTabs value={url.filter} onChange={url.onStatus} panelId={panelId} />
            <SearchBox
              value={url.q}
              onSearch={url.onSearch}
              label={`Search ${CLIENT_LABEL[type].toLowerCase()}`}
              placeholder="Name, contact or e-mail"
            />
          </>
        }
        filtersClassName="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between"
        query={list}
        isEmpty={rows.length === 0}
        failed="The list could not be loaded"
        empty={{
          title: `No ${url.filter === 'all' ? '' : `${STATUS_LABEL[url.filter].toLowerCase()} `}${CLIENT_LABEL[type].toLowerCase()}`,
          text: url.q ? `Nothing matches "${url.q}".` : 'New registrations appear here.',
        }}
        tabPanelId={panelId}
        pages={{ meta: list.data?.meta, onPage: url.onPage }}
      >
        <ClientTable clients={rows} canDecide={canDecide} />
      </ListCard>
    </section>
  );
}
