import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { Ltr } from '@/components/ui/ltr';
import { NotFoundNotice } from '@/components/ui/not-found-notice';
import { paths } from '@/config/paths';
import { useClient } from '@/features/clients/api/get-client';
import { ClientActions } from '@/features/clients/components/client-actions';
import { StatusBadge } from '@/features/clients/components/status-badge';
import { formatDate } from '@/features/clients/status';
import { useClientType } from '@/features/clients/use-client-type';
import { useProfile } from '@/lib/auth';
import { useStatusLabels } from '@/lib/labels';
import { useT } from './i18n';
import { OrganisationSections } from './organisation-sections';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** admin-pannel/view/{client}/{id}: one organisation with the same decisions as the list. */
export function ClientViewPage() {
  const type = useClientType();
  const { id = '' } = useParams();
  const profile = useProfile();
  const query = useClient(id);
  const t = useT();
  const labels = useStatusLabels();
  if (!type) return <NotFoundNotice />;
  const canDecide = profile.data?.permissions.includes('clients.activate') ?? false;
  const client = query.data;

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <Link
        to={paths.admin.list.href({ client: type })}
        className="inline-flex items-center gap-1 text-sm font-semibold text-primary-800 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />{' '}
        {type === 'employer' ? t('client.backEmployers') : t('client.backConsultancies')}
      </Link>
      {query.isLoading ? (
        <Loading />
      ) : !client ? (
        <div className="mt-6">
          <h1 className="text-2xl font-bold text-slate-900">{t('client.notFound')}</h1>
          <EmptyState title={t('client.nothing')}>{t('client.nothingText')}</EmptyState>
        </div>
      ) : (
        <>
          <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
              <div>
                <h1 className="text-2xl font-bold text-slate-900">{client.name}</h1>
                <p className="mt-1 text-sm text-slate-600">{labels.clientType(client.type)}</p>
              </div>
              <StatusBadge status={client.status} />
            </div>
            <dl className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
              <Row label={t('field.contact')}>
                {client.contact ? `${client.contact.first_name} ${client.contact.last_name}` : '—'}
              </Row>
              <Row label={t('field.email')}>
                {client.contact ? (
                  <a href={`mailto:${client.contact.email}`} className="text-primary-800 hover:underline">
                    {client.contact.email}
                  </a>
                ) : (
                  '—'
                )}
              </Row>
              <Row label={t('field.phone')}>
                {client.contact?.phone ? <Ltr>{client.contact.phone}</Ltr> : '—'}
              </Row>
              <Row label={t('field.users')}>{client.user_count}</Row>
              <Row label={t('field.registered')}>{formatDate(client.created_at)}</Row>
              <Row label={t('field.activated')}>{formatDate(client.activated_at)}</Row>
            </dl>
            {canDecide ? (
              <div className="mt-6">
                <ClientActions client={client} size="md" />
              </div>
            ) : null}
          </div>
          <OrganisationSections client={client} />
        </>
      )}
    </section>
  );
}
