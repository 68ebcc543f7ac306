import { emailCampaignsEndpoints } from '@portal/contract/endpoints/email-campaigns';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListPanel } from '@/components/ui/list-panel';
import { PageHeader } from '@/components/ui/page-header';
import { call } from '@/lib/call';
import { useFormat } from '@/lib/intl/format';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useUrlState } from '@/lib/use-url-state';
import { useT } from '../i18n';

const KEY = ['email-suppressions'] as const;

/** /admin-pannel/email-suppressions: addresses recruiter mail skips; staff lift an entry. */
export function SuppressionListPage() {
  const t = useT();
  const f = useFormat();
  const [{ q, page }, update] = useUrlState({ q: '', page: 1 });
  const list = useQuery({
    queryKey: [...KEY, { q, page }],
    queryFn: async () =>
      (
        await call(emailCampaignsEndpoints.suppressions, {
          query: { page, page_size: 20, ...(q ? { q } : {}) },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
  const lift = useApiMutation({
    mutationFn: async (email: string) =>
      (await call(emailCampaignsEndpoints.removeSuppressions, { query: { email } })).data,
    refresh: [KEY],
  });
  const [confirm, setConfirm] = useState<string | null>(null);
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('supp.title')} description={t('supp.text')} />
      <ListPanel
        search={{
          value: q,
          onSearch: (v) => update({ q: v, page: 1 }),
          label: t('supp.search'),
          placeholder: t('supp.placeholder'),
        }}
        list={list}
        failed={t('supp.failed')}
        empty={{ title: t('supp.empty'), text: t('supp.emptyText') }}
        rowKey={(r) => r.email}
        row={(r) => (
          <>
            <div className="min-w-0">
              <p className="font-medium break-all text-slate-900">{r.email}</p>
              <p className="text-sm text-slate-600">
                {r.reason === 'bounced' ? t('supp.bounced') : t('supp.unsubscribed')} · {f.date(r.created_at)}
                {r.detail ? ` · ${r.detail}` : ''}
              </p>
            </div>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('supp.liftNamed', { email: r.email })}
              onClick={() => setConfirm(r.email)}
            >
              {t('supp.lift')}
            </Button>
          </>
        )}
        onPage={(p) => update({ page: p })}
      />
      <ConfirmDialog
        open={confirm !== null}
        title={t('supp.confirmTitle')}
        confirmLabel={t('supp.lift')}
        isPending={lift.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && lift.mutate(confirm, { onSettled: () => setConfirm(null) })}
      >
        {t('supp.confirmText', { email: confirm ?? '' })}
      </ConfirmDialog>
    </section>
  );
}
