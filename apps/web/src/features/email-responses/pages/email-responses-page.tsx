import { EMAIL_RESPONSES, RECIPIENT_STATUSES } from '@portal/contract/recruiter-email';
import { Send } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { ListPagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { oneOf } from '@/lib/one-of';
import { useUrlState } from '@/lib/use-url-state';
import { type RecipientFilter, useCampaigns } from '../api/campaigns';
import { CampaignDetail } from '../components/campaign-detail';
import { CampaignList } from '../components/campaign-list';
import { ResponseRateChart } from '../components/response-rate-chart';
import { useT } from '../i18n';

/**
 * management/email-responses: the organisation's campaigns with counts and response rates;
 * `?campaign=` opens one campaign's recipients (its filters live in the URL too).
 */
export function EmailResponsesPage() {
  const t = useT();
  const [state, update] = useUrlState({ page: 1, campaign: 0, answer: '', status: '', rpage: 1 });
  const list = useCampaigns(state.page);
  const base = paths.management.emailResponses.href();
  if (state.campaign > 0) {
    const filter: RecipientFilter = {
      answer: oneOf([...EMAIL_RESPONSES, 'none'] as const, state.answer),
      status: oneOf(RECIPIENT_STATUSES, state.status),
      page: state.rpage,
    };
    return (
      <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
        <PageHeader title={t('page.title')} />
        <CampaignDetail
          id={state.campaign}
          filter={filter}
          backHref={base}
          onFilter={(next) =>
            update({
              ...('answer' in next ? { answer: next.answer ?? '' } : {}),
              ...('status' in next ? { status: next.status ?? '' } : {}),
              ...(next.page !== undefined ? { rpage: next.page } : {}),
            })
          }
        />
      </section>
    );
  }
  const rows = list.data?.data ?? [];
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader
        title={t('page.title')}
        description={t('page.text')}
        actions={
          <ButtonLink to={paths.management.emailCompose.href()} size="sm">
            <Send aria-hidden className="size-4" />
            {t('page.compose')}
          </ButtonLink>
        }
      />
      {list.isLoading ? (
        <Loading />
      ) : list.isError ? (
        <EmptyState title={t('page.error')}>{t('page.errorText')}</EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState title={t('page.none')}>{t('page.noneText')}</EmptyState>
      ) : (
        <>
          <ResponseRateChart campaigns={rows} />
          <div aria-busy={list.isFetching} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
            <CampaignList campaigns={rows} hrefOf={(id) => `${base}?campaign=${id}`} />
            {list.data ? (
              <div className="border-t border-slate-200 px-4">
                <ListPagination meta={list.data.meta} onPage={(p) => update({ page: p })} />
              </div>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
