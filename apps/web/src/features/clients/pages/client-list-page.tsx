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
import { useT } from '../i18n';
import { useClientType } from '../use-client-type';

const PAGE_SIZE = 20;

/** admin-pannel/list/{client}: filter, search and page state live in the URL so links and Back work. */
export function ClientListPage() {
  const t = useT();
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
  const employer = type === 'employer';
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader
        title={employer ? t('type.employer') : t('type.consultancy')}
        description={employer ? t('list.description.employer') : t('list.description.consultancy')}
        actions={
          profile.data?.role === 'master_admin' ? (
            <ButtonLink to={paths.admin.create.href({ client: type })} variant="secondary" size="sm">
              {employer ? t('list.create.employer') : t('list.create.consultancy')}
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
              label={employer ? t('list.search.employer') : t('list.search.consultancy')}
              placeholder={t('list.searchPlaceholder')}
            />
          </>
        }
        filtersClassName="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between"
        query={list}
        isEmpty={rows.length === 0}
        failed={t('list.failed')}
        empty={{
          title: employer
            ? t('list.empty.employer', { status: url.filter })
            : t('list.empty.consultancy', { status: url.filter }),
          text: url.q ? t('list.noMatch', { q: url.q }) : t('list.emptyText'),
        }}
        tabPanelId={panelId}
        pages={{ meta: list.data?.meta, onPage: url.onPage }}
      >
        <ClientTable clients={rows} canDecide={canDecide} />
      </ListCard>
    </section>
  );
}
