import { emailCampaignsEndpoints } from '@portal/contract/endpoints/email-campaigns';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListPanel } from '@/components/ui/list-panel';
import { PageHeader } from '@/components/ui/page-header';
import { call } from '@/lib/call';
import { formatDate } from '@/lib/job-format';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useUrlState } from '@/lib/use-url-state';

const KEY = ['email-suppressions'] as const;

/** /admin-pannel/email-suppressions: addresses recruiter mail skips; staff lift an entry. */
export function SuppressionListPage() {
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
      <PageHeader
        title="Recruiter mail suppression list"
        description="Addresses that bounced (the mail server refused them) or unsubscribed: recruiter e-mail skips them."
      />
      <ListPanel
        search={{
          value: q,
          onSearch: (v) => update({ q: v, page: 1 }),
          label: 'Search addresses',
          placeholder: 'E-mail address',
        }}
        list={list}
        failed="The list could not be loaded"
        empty={{ title: 'No suppressed addresses', text: 'Every address can be mailed.' }}
        rowKey={(r) => r.email}
        row={(r) => (
          <>
            <div className="min-w-0">
              <p className="font-medium break-all text-slate-900">{r.email}</p>
              <p className="text-sm text-slate-600">
                {r.reason === 'bounced' ? 'Bounced' : 'Unsubscribed'} · {formatDate(r.created_at)}
                {r.detail ? ` · ${r.detail}` : ''}
              </p>
            </div>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Lift: ${r.email}`}
              onClick={() => setConfirm(r.email)}
            >
              Lift
            </Button>
          </>
        )}
        onPage={(p) => update({ page: p })}
      />
      <ConfirmDialog
        open={confirm !== null}
        title="Let recruiter mail reach this address again?"
        confirmLabel="Lift"
        isPending={lift.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && lift.mutate(confirm, { onSettled: () => setConfirm(null) })}
      >
        {confirm} will receive recruiter e-mail again. Lift an unsubscribe only when the candidate asked for
        it.
      </ConfirmDialog>
    </section>
  );
}
