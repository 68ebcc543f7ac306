import type { ListEnvelope, MessageBody } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import type { Suppression } from '@portal/contract/recruiter-email';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { ListPagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { api } from '@/lib/api-client';
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
        await api.get<ListEnvelope<Suppression>>(API.emailCampaigns.suppressions, {
          params: { page, page_size: 20, ...(q ? { q } : {}) },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
  const lift = useApiMutation({
    mutationFn: async (email: string) =>
      (await api.delete<MessageBody>(API.emailCampaigns.suppressions, { params: { email } })).data,
    refresh: [KEY],
  });
  const [confirm, setConfirm] = useState<string | null>(null);
  const rows = list.data?.data ?? [];
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader
        title="Recruiter mail suppression list"
        description="Addresses that bounced (the mail server refused them) or unsubscribed: recruiter e-mail skips them."
      />
      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="p-4">
          <SearchBox
            value={q}
            onSearch={(v) => update({ q: v, page: 1 })}
            label="Search addresses"
            placeholder="E-mail address"
          />
        </div>
        <div aria-busy={list.isFetching} className="border-t border-slate-200">
          {list.isLoading ? (
            <Loading />
          ) : list.isError ? (
            <EmptyState title="The list could not be loaded">Please try again in a moment.</EmptyState>
          ) : rows.length === 0 ? (
            <EmptyState title="No suppressed addresses">
              {q ? `Nothing matches “${q}”.` : 'Every address can be mailed.'}
            </EmptyState>
          ) : (
            <ul className="divide-y divide-slate-200">
              {rows.map((r) => (
                <li
                  key={r.email}
                  className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
                >
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
                </li>
              ))}
            </ul>
          )}
        </div>
        {list.data ? (
          <div className="border-t border-slate-200 px-4">
            <ListPagination meta={list.data.meta} onPage={(p) => update({ page: p })} />
          </div>
        ) : null}
      </div>
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
