import { SUBSCRIBER_STATUS_LABEL, SUBSCRIBER_STATUSES } from '@portal/contract/subscription';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { ExportCsvButton } from '@/components/list-page/export-csv-button';
import { StatusList } from '@/components/list-page/status-list';
import { statusTabs, useStatusListUrl } from '@/components/list-page/use-status-list-url';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { formatDate } from '@/lib/job-format';
import { downloadSubscribersCsv, useIssues, usePreview, useSubscribers } from '../api';

const PAGE_SIZE = 25;

/** admin-pannel/subscribers: the weekly job news's subscribers, the issues sent and the next one. */
export function SubscribersPage() {
  const url = useStatusListUrl(SUBSCRIBER_STATUSES, 'confirmed');
  const list = useSubscribers({ ...url.query, page: url.page, page_size: PAGE_SIZE });
  const issues = useIssues();
  const [previewing, setPreviewing] = useState(false);
  const preview = usePreview(previewing);
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Subscriptions"
        description="The weekly job news: subscribers confirm their address by mail; the issue goes to them every Monday at 07:00 UAE time."
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
            <ExportCsvButton download={() => downloadSubscribersCsv(url.query)} />
          </>
        }
      />
      <StatusList
        url={url}
        tabs={statusTabs(SUBSCRIBER_STATUSES, SUBSCRIBER_STATUS_LABEL, list.data?.meta.counts, 'last')}
        list={list}
        search={{ label: 'Search subscribers', placeholder: 'E-mail address' }}
        noun="subscribers"
        emptyHint="Visitors subscribe from the footer of every page."
        rowKey={(s) => s.id}
        rowClassName="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between"
        row={(s) => (
          <>
            <span className="font-medium break-all text-slate-900">{s.email}</span>
            <span className="text-sm text-slate-600">
              {SUBSCRIBER_STATUS_LABEL[s.status]} ·{' '}
              {s.status === 'unsubscribed'
                ? `left ${formatDate(s.unsubscribed_at)}`
                : s.confirmed_at
                  ? `confirmed ${formatDate(s.confirmed_at)}`
                  : `signed up ${formatDate(s.created_at)}`}
            </span>
          </>
        )}
      />

      <h2 className="mt-10 mb-3 text-xl font-semibold text-slate-900">Issues sent</h2>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        {issues.isLoading ? (
          <Loading />
        ) : !issues.data?.length ? (
          <EmptyState title="No issue sent yet">The first goes out on Monday.</EmptyState>
        ) : (
          <table className="w-full min-w-[40rem] text-start text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Week
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Subject
                </th>
                <th scope="col" className="px-4 py-2 text-end font-semibold">
                  Jobs
                </th>
                <th scope="col" className="px-4 py-2 text-end font-semibold">
                  News
                </th>
                <th scope="col" className="px-4 py-2 text-end font-semibold">
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
                  <td className="px-4 py-2 text-end">{i.jobs}</td>
                  <td className="px-4 py-2 text-end">{i.news}</td>
                  <td className="px-4 py-2 text-end">{i.recipients}</td>
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
