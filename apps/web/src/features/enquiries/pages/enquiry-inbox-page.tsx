import {
  ENQUIRY_SERVICE_LABEL,
  ENQUIRY_STATUS_LABEL,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
} from '@portal/contract/enquiries';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ListPagination } from '@/components/ui/pagination';
import { StatusListPanel } from '@/components/ui/status-list-panel';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/job-format';
import { oneOf } from '@/lib/one-of';
import { errorToast } from '@/lib/toasts';
import { useUrlState } from '@/lib/use-url-state';
import { downloadEnquiriesCsv, useEnquiries } from '../api';
import { EnquiryStatusBadge } from '../status-badge';

type Filter = EnquiryStatus | 'all';
const PAGE_SIZE = 20;

/** admin-pannel/enquiries: the enquiry inbox; status, search and page live in the URL. */
export function EnquiryInboxPage() {
  const [{ status, q, page }, update] = useUrlState({ status: 'new', q: '', page: 1 });
  const filter: Filter = status === 'all' ? 'all' : (oneOf(ENQUIRY_STATUSES, status) ?? 'new');
  const [exporting, setExporting] = useState(false);
  const query = { status: filter === 'all' ? undefined : filter, q: q || undefined };
  const list = useEnquiries({ ...query, page, page_size: PAGE_SIZE });
  const counts = list.data?.meta.counts;
  const items = [...ENQUIRY_STATUSES, 'all' as const].map((value) => ({
    value,
    label: value === 'all' ? 'All' : `${ENQUIRY_STATUS_LABEL[value]}${counts ? ` (${counts[value]})` : ''}`,
  }));
  const rows = list.data?.data ?? [];
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadEnquiriesCsv(query);
    } catch (error) {
      errorToast(error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Enquiries"
        description="Messages from the contact and employer-services pages."
        actions={
          <Button
            variant="secondary"
            size="sm"
            isPending={exporting}
            onClick={exportCsv}
            icon={<Download aria-hidden className="size-4" />}
          >
            Export CSV
          </Button>
        }
      />
      <StatusListPanel
        tabs={{ items, value: filter, onChange: (v) => update({ status: v, page: 1 }) }}
        search={{
          value: q,
          onSearch: (value) => update({ q: value, page: 1 }),
          label: 'Search enquiries',
          placeholder: 'Name, company, e-mail or text',
        }}
        state={{
          isLoading: list.isLoading,
          isError: list.isError,
          isFetching: list.isFetching,
          isEmpty: rows.length === 0,
        }}
        noun="enquiries"
        emptyHint="New enquiries appear here as they arrive."
      >
        <ul className="divide-y divide-slate-200">
          {rows.map((e) => (
            <li key={e.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-start sm:justify-between">
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
            </li>
          ))}
        </ul>
      </StatusListPanel>
      {list.data ? <ListPagination meta={list.data.meta} onPage={(p) => update({ page: p })} /> : null}
    </section>
  );
}
