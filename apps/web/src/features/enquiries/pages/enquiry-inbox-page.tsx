import { ENQUIRY_STATUSES } from '@portal/contract/enquiries';
import { Link } from 'react-router';
import { ExportCsvButton } from '@/components/list-page/export-csv-button';
import { StatusList } from '@/components/list-page/status-list';
import { statusTabs, useStatusListUrl } from '@/components/list-page/use-status-list-url';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/intl/format';
import { useStatusLabels } from '@/lib/labels';
import { downloadEnquiriesCsv, useEnquiries } from '../api';
import { useT } from '../i18n';
import { STATUS_KEY } from '../labels';
import { EnquiryStatusBadge } from '../status-badge';

const PAGE_SIZE = 20;

/** admin-pannel/enquiries: the enquiry inbox; status, search and page live in the URL. */
export function EnquiryInboxPage() {
  const t = useT();
  const names = useStatusLabels();
  const format = useFormat();
  const url = useStatusListUrl(ENQUIRY_STATUSES, 'new');
  const statusLabels = {
    new: t(STATUS_KEY.new),
    in_progress: t(STATUS_KEY.in_progress),
    closed: t(STATUS_KEY.closed),
  };
  const list = useEnquiries({ ...url.query, page: url.page, page_size: PAGE_SIZE });
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader
        title={t('inbox.title')}
        description={t('inbox.description')}
        actions={<ExportCsvButton download={() => downloadEnquiriesCsv(url.query)} />}
      />
      <StatusList
        url={url}
        tabs={statusTabs(ENQUIRY_STATUSES, statusLabels, list.data?.meta.counts, 'last')}
        list={list}
        search={{ label: t('inbox.search'), placeholder: t('inbox.searchPlaceholder') }}
        noun={t('inbox.noun')}
        emptyHint={t('inbox.emptyHint')}
        rowKey={(e) => e.id}
        rowClassName="flex flex-col gap-1 p-4 sm:flex-row sm:items-start sm:justify-between"
        row={(e) => (
          <>
            <div className="min-w-0">
              <Link
                to={paths.admin.enquiry.href({ id: String(e.id) })}
                className="font-semibold text-slate-900 no-underline hover:underline"
              >
                {e.name}
                {e.company ? <span className="font-normal text-slate-600"> · {e.company}</span> : null}
              </Link>
              <p className="text-sm text-slate-700">
                {names.enquiryService(e.service)} · {e.email}
              </p>
              <p className="mt-1 line-clamp-2 text-sm break-words text-slate-600">{e.message}</p>
            </div>
            <div className="flex shrink-0 flex-row items-center gap-3 sm:flex-col sm:items-end">
              <EnquiryStatusBadge status={e.status} />
              <span className="text-xs text-slate-600">{format.date(e.created_at)}</span>
              <span className="text-xs text-slate-600">{e.assignee ? e.assignee.name : t('unassigned')}</span>
            </div>
          </>
        )}
      />
    </section>
  );
}
