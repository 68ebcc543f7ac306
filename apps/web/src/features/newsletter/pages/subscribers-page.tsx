import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@portal/contract/subscription';
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
import { useJobFormat } from '@/lib/job-format';
import { downloadSubscribersCsv, useIssues, usePreview, useSubscribers } from '../api';
import { useT } from '../i18n';

const PAGE_SIZE = 25;

const STATUS = {
  pending: 'status.pending',
  confirmed: 'status.confirmed',
  unsubscribed: 'status.unsubscribed',
} as const satisfies Record<SubscriberStatus, string>;

/** admin-pannel/subscribers: the weekly job news's subscribers, the issues sent and the next one. */
export function SubscribersPage() {
  const url = useStatusListUrl(SUBSCRIBER_STATUSES, 'confirmed');
  const list = useSubscribers({ ...url.query, page: url.page, page_size: PAGE_SIZE });
  const issues = useIssues();
  const [previewing, setPreviewing] = useState(false);
  const preview = usePreview(previewing);
  const t = useT();
  const { formatDate } = useJobFormat();
  const labels = {
    pending: t(STATUS.pending),
    confirmed: t(STATUS.confirmed),
    unsubscribed: t(STATUS.unsubscribed),
  };
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader
        title={t('admin.title')}
        description={t('admin.description')}
        actions={
          <>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setPreviewing(true)}
              icon={<Eye aria-hidden className="size-4" />}
            >
              {t('admin.preview')}
            </Button>
            <ExportCsvButton download={() => downloadSubscribersCsv(url.query)} />
          </>
        }
      />
      <StatusList
        url={url}
        tabs={statusTabs(SUBSCRIBER_STATUSES, labels, list.data?.meta.counts, 'last')}
        list={list}
        search={{ label: t('admin.search'), placeholder: t('admin.searchPlaceholder') }}
        noun={t('admin.noun')}
        emptyHint={t('admin.emptyHint')}
        rowKey={(s) => s.id}
        rowClassName="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between"
        row={(s) => (
          <>
            <span className="font-medium break-all text-slate-900">{s.email}</span>
            <span className="text-sm text-slate-600">
              {labels[s.status]} ·{' '}
              {s.status === 'unsubscribed'
                ? t('admin.left', { when: formatDate(s.unsubscribed_at) })
                : s.confirmed_at
                  ? t('admin.confirmed', { when: formatDate(s.confirmed_at) })
                  : t('admin.signedUp', { when: formatDate(s.created_at) })}
            </span>
          </>
        )}
      />

      <h2 className="mt-10 mb-3 text-xl font-semibold text-slate-900">{t('issues.title')}</h2>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        {issues.isLoading ? (
          <Loading />
        ) : !issues.data?.length ? (
          <EmptyState title={t('issues.empty')}>{t('issues.emptyHint')}</EmptyState>
        ) : (
          <table className="w-full min-w-[40rem] text-start text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {t('issues.week')}
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {t('issues.subject')}
                </th>
                <th scope="col" className="px-4 py-2 text-end font-semibold">
                  {t('issues.jobs')}
                </th>
                <th scope="col" className="px-4 py-2 text-end font-semibold">
                  {t('issues.news')}
                </th>
                <th scope="col" className="px-4 py-2 text-end font-semibold">
                  {t('issues.recipients')}
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {t('issues.sent')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {issues.data.map((i) => (
                <tr key={i.id}>
                  <td className="px-4 py-2 whitespace-nowrap">{i.week}</td>
                  <td className="px-4 py-2">{i.recipients ? i.subject : t('issues.nothing')}</td>
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
        title={t('preview.title')}
        className="max-w-3xl"
      >
        {preview.isLoading ? (
          <Loading />
        ) : preview.data ? (
          <div className="mt-3 flex flex-col gap-3">
            <p className="text-sm text-slate-700">
              {t('preview.summary', {
                when: formatDate(preview.data.next_send_at),
                count: preview.data.recipients,
                jobs: preview.data.jobs,
                news: preview.data.news,
              })}
            </p>
            <p className="text-sm font-semibold text-slate-900">
              {t('preview.subject', { subject: preview.data.subject })}
            </p>
            <iframe
              title={t('preview.frame')}
              sandbox=""
              srcDoc={preview.data.html}
              className="h-[60vh] w-full rounded-lg border border-slate-200"
            />
          </div>
        ) : (
          <p className="mt-3 text-sm text-slate-700">{t('preview.failed')}</p>
        )}
      </Dialog>
    </section>
  );
}
