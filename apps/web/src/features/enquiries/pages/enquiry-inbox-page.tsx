import { ENQUIRY_SERVICE_LABEL, ENQUIRY_STATUS_LABEL, ENQUIRY_STATUSES } from '@portal/contract/enquiries';
import { Link } from 'react-router';
import { ExportCsvButton } from '@/components/list-page/export-csv-button';
import { StatusList } from '@/components/list-page/status-list';
import { statusTabs, useStatusListUrl } from '@/components/list-page/use-status-list-url';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/job-format';
import { downloadEnquiriesCsv, useEnquiries } from '../api';
import { EnquiryStatusBadge } from '../status-badge';

const PAGE_SIZE = 20;

/** admin-pannel/enquiries: the enquiry inbox; status, search and page live in the URL. */
export function EnquiryInboxPage() {
  const url = useStatusListUrl(ENQUIRY_STATUSES, 'new');
  const list = useEnquiries({ ...url.query, page: url.page, page_size: PAGE_SIZE });
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Enquiries"
        description="Messages from the contact and employer-services pages."
        actions={<ExportCsvButton download={() => downloadEnquiriesCsv(url.query)} />}
      />
      <StatusList
        url={url}
        tabs={statusTabs(ENQUIRY_STATUSES, ENQUIRY_STATUS_LABEL, list.data?.meta.counts, 'last')}
        list={list}
        search={{ label: 'Search enquiries', placeholder: 'Name, company, e-mail or text' }}
        noun="enquiries"
        emptyHint="New enquiries appear here as they arrive."
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
                {ENQUIRY_SERVICE_LABEL[e.service]} · {e.email}
              </p>
              <p className="mt-1 line-clamp-2 text-sm break-words text-slate-600">{e.message}</p>
            </div>
            <div className="flex shrink-0 flex-row items-center gap-3 sm:flex-col sm:items-end">
              <EnquiryStatusBadge status={e.status} />
              <span className="text-xs text-slate-600">{formatDate(e.created_at)}</span>
              <span className="text-xs text-slate-600">{e.assignee ? e.assignee.name : 'Unassigned'}</span>
            </div>
          </>
        )}
      />
    </section>
  );
}
