import {
  SUBSCRIBER_STATUS_LABEL,
  SUBSCRIBER_STATUSES,
  type SubscriberStatus,
} from '@portal/contract/subscription';
import { Download, Eye } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { ListPagination } from '@/components/ui/pagination';
import { StatusListPanel } from '@/components/ui/status-list-panel';
import { formatDate } from '@/lib/job-format';
import { oneOf } from '@/lib/one-of';
import { errorToast } from '@/lib/toasts';
import { useUrlState } from '@/lib/use-url-state';
import { downloadSubscribersCsv, useIssues, usePreview, useSubscribers } from '../api';

type Filter = SubscriberStatus | 'all';
const PAGE_SIZE = 25;

/** admin-pannel/subscribers: the weekly job news's subscribers, the issues sent and the next one. */
export function SubscribersPage() {
  const [{ status, q, page }, update] = useUrlState({ status: 'confirmed', q: '', page: 1 });
  const filter: Filter = status === 'all' ? 'all' : (oneOf(SUBSCRIBER_STATUSES, status) ?? 'confirmed');
  const query = { status: filter === 'all' ? undefined : filter, q: q || undefined };
  const list = useSubscribers({ ...query, page, page_size: PAGE_SIZE });
  const issues = useIssues();
  const [previewing, setPreviewing] = useState(false);
  const preview = usePreview(previewing);
  const [exporting, setExporting] = useState(false);
  const counts = list.data?.meta.counts;
  const items = [...SUBSCRIBER_STATUSES, 'all' as const].map((value) => ({
    value,
    label:
      value === 'all' ? 'All' : `${SUBSCRIBER_STATUS_LABEL[value]}${counts ? ` (${counts[value]})` : ''}`,
  }));
  const rows = list.data?.data ?? [];
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadSubscribersCsv(query);
    } catch (error) {
      errorToast(error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Weekly job news"
        description="Subscribers confirm their address by mail; the issue goes to them every Monday at 07:00 UAE time."
        actions={
          <>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setPreviewing(true)}
              icon={<Eye aria-hidden className="size-4" />}
            >
              Preview the next issue
            </Button>
            <Button
              variant="secondary"
              size="sm"
              isPending={exporting}
              onClick={exportCsv}
              icon={<Download aria-hidden className="size-4" />}
            >
              Export CSV
            </Button>
          </>
        }
      />
      <StatusListPanel
        tabs={{ items, value: filter, onChange: (v) => update({ status: v, page: 1 }) }}
        search={{
          value: q,
          onSearch: (value) => update({ q: value, page: 1 }),
          label: 'Search subscribers',
          placeholder: 'E-mail address',
        }}
        state={{
          isLoading: list.isLoading,
          isError: list.isError,
          isFetching: list.isFetching,
          isEmpty: rows.length === 0,
        }}
        noun="subscribers"
        emptyHint="Visitors subscribe from the footer of every page."
      >
        <ul className="divide-y divide-slate-200">
          {rows.map((s) => (
            <li key={s.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
              <span className="font-medium break-all text-slate-900">{s.email}</span>
              <span className="text-sm text-slate-600">
                {SUBSCRIBER_STATUS_LABEL[s.status]} ·{' '}
                {s.status === 'unsubscribed'
                  ? `left ${formatDate(s.unsubscribed_at)}`
                  : s.confirmed_at
                    ? `confirmed ${formatDate(s.confirmed_at)}`
                    : `signed up ${formatDate(s.created_at)}`}
              </span>
            </li>
          ))}
        </ul>
      </StatusListPanel>
      {list.data ? <ListPagination meta={list.data.meta} onPage={(p) => update({ page: p })} /> : null}

      <h2 className="mt-10 mb-3 text-xl font-semibold text-slate-900">Issues sent</h2>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        {issues.isLoading ? (
          <Loading />
        ) : !issues.data?.length ? (
          <EmptyState title="No issue sent yet">The first goes out on Monday.</EmptyState>
        ) : (
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Week
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Subject
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">
                  Jobs
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">
                  News
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">
                  Recipients
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Sent
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {issues.data.map((i) => (
                <tr key={i.id}>
                  <td className="px-4 py-2 whitespace-nowrap">{i.week}</td>
                  <td className="px-4 py-2">
                    {i.recipients ? i.subject : 'Nothing sent (no subscribers or nothing new)'}
                  </td>
                  <td className="px-4 py-2 text-right">{i.jobs}</td>
                  <td className="px-4 py-2 text-right">{i.news}</td>
                  <td className="px-4 py-2 text-right">{i.recipients}</td>
                  <td className="px-4 py-2 whitespace-nowrap">{formatDate(i.sent_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>

      <Dialog
        open={previewing}
        onClose={() => setPreviewing(false)}
        title="The next issue"
        className="max-w-3xl"
      >
        {preview.isLoading ? (
          <Loading />
        ) : preview.data ? (
          <div className="mt-3 flex flex-col gap-3">
            <p className="text-sm text-slate-700">
              Goes out {formatDate(preview.data.next_send_at)} to {preview.data.recipients} confirmed
              subscriber
              {preview.data.recipients === 1 ? '' : 's'}: {preview.data.jobs} jobs and {preview.data.news}{' '}
              news articles so far.
            </p>
            <p className="text-sm font-semibold text-slate-900">Subject: {preview.data.subject}</p>
            <iframe
              title="Preview of the next issue"
              sandbox=""
              srcDoc={preview.data.html}
              className="h-[60vh] w-full rounded-lg border border-slate-200"
            />
          </div>
        ) : (
          <p className="mt-3 text-sm text-slate-700">The preview could not be loaded.</p>
        )}
      </Dialog>
    </section>
  );
}
