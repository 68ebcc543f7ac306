import { APPLICATION_STATUSES, type ApplicationStatus } from '@portal/contract/candidate-enums';
import { useId } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ListPagination } from '@/components/ui/pagination';
import { CardSkeletons } from '@/components/ui/skeleton';
import { type TabItem, Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useT } from '@/features/applications/i18n';
import { useStatusLabels } from '@/lib/labels';
import { oneOf } from '@/lib/one-of';
import { useUrlState } from '@/lib/use-url-state';
import { useStatusCounts } from '../api/get-status-counts';
import { useMyApplications } from '../api/list-my-applications';
import { ApplicationCard } from '../components/application-card';
import { OffersNotice } from '../components/offers-notice';

const NONE = {
  applied: 'empty.applied',
  shortlisted: 'empty.shortlisted',
  interview: 'empty.interview',
  offered: 'empty.offered',
  hired: 'empty.hired',
  rejected: 'empty.rejected',
  withdrawn: 'empty.withdrawn',
} as const satisfies Record<ApplicationStatus, string>;

type Tab = 'all' | ApplicationStatus;

/** candidate/job/applied: my applications by status, each with its history, withdrawable while open. */
export function AppliedJobsPage() {
  const t = useT();
  const labels = useStatusLabels();
  const [state, setState] = useUrlState({ status: 'all', page: 1 });
  const status = oneOf(APPLICATION_STATUSES, state.status);
  const list = useMyApplications({ status, page: state.page });
  const counts = useStatusCounts().data;
  const panelId = useId();
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;

  const tab = (value: Tab, label: string, n: number | undefined): TabItem<Tab> => ({
    value,
    name: n === undefined ? label : t('page.tabName', { label, count: n }),
    label: (
      <>
        {label}
        {n !== undefined ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{n}</span>
        ) : null}
      </>
    ),
  });
  const tabs = [
    tab('all', t('page.all'), total),
    ...APPLICATION_STATUSES.map((s) => tab(s, labels.application(s), counts?.[s])),
  ];

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <ButtonLink to={paths.candidate.searchJob.href()} variant="secondary" size="sm">
            {t('page.more')}
          </ButtonLink>
        }
      />
      <OffersNotice />
      <Tabs
        items={tabs}
        value={status ?? 'all'}
        onChange={(v) => setState({ status: v, page: 1 })}
        panelId={panelId}
        label={t('page.tabsLabel')}
      />
      <div id={panelId} role="tabpanel" className="mt-5 flex flex-col gap-4">
        {list.isLoading ? (
          <CardSkeletons count={3} />
        ) : list.isError || !list.data ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {t('page.error')}
          </p>
        ) : list.data.data.length === 0 ? (
          <EmptyState title={status ? t(NONE[status]) : t('page.none')}>
            {status ? (
              t('page.noneStage')
            ) : (
              <>
                {t('page.noneText')}
                <div className="mt-4">
                  <ButtonLink to={paths.candidate.searchJob.href()}>{t('page.search')}</ButtonLink>
                </div>
              </>
            )}
          </EmptyState>
        ) : (
          <>
            <ul className="flex flex-col gap-4">
              {list.data.data.map((a) => (
                <li key={a.id}>
                  <ApplicationCard application={a} />
                </li>
              ))}
            </ul>
            <ListPagination meta={list.data.meta} onPage={(page) => setState({ page })} />
          </>
        )}
      </div>
    </section>
  );
}
