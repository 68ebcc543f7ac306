import {
  EMAIL_RESPONSE_LABELS,
  EMAIL_RESPONSES,
  RECIPIENT_STATUSES,
  type RecipientStatus,
} from '@portal/contract/recruiter-email';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { ListPagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { downloadAttachment } from '@/lib/download';
import { formatDate } from '@/lib/job-format';
import { errorToast } from '@/lib/toasts';
import { campaignCsvPath, type RecipientFilter, useCampaign } from '../api/campaigns';
import { AddInterestedToFolder } from './add-to-folder';

const STATUS_LABELS: Record<RecipientStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Skipped',
};

type CampaignDetailProps = {
  id: number;
  filter: RecipientFilter;
  onFilter: (next: Partial<RecipientFilter>) => void;
  backHref: string;
};

/** One campaign: every recipient's status and answer, filterable, with the CSV of what is shown. */
export function CampaignDetail({ id, filter, onFilter, backHref }: CampaignDetailProps) {
  const query = useCampaign(id, filter);
  const [downloading, setDownloading] = useState(false);
  if (query.isLoading) return <Loading />;
  if (!query.data)
    return <EmptyState title="The campaign could not be loaded">It may have been deleted.</EmptyState>;
  const { campaign, data: rows, meta } = query.data;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadAttachment(campaignCsvPath(id, filter), `campaign-${id}.csv`);
    } catch (error) {
      errorToast(error);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <ButtonLink to={backHref} variant="ghost" size="sm">
            ← All campaigns
          </ButtonLink>
          <h2 className="mt-2 text-xl font-semibold text-slate-900">{campaign.name}</h2>
          <p className="text-sm text-slate-600">
            {campaign.source} · {formatDate(campaign.created_at)} · {campaign.counts.sent} sent,{' '}
            {campaign.counts.queued} queued, {campaign.counts.failed} failed, {campaign.counts.skipped}{' '}
            skipped, {campaign.counts.responded} answered
          </p>
        </div>
        <Button variant="secondary" size="sm" isPending={downloading} onClick={download}>
          <Download aria-hidden className="size-4" />
          Export CSV
        </Button>
      </div>
      <AddInterestedToFolder campaignId={id} interested={campaign.answers.interested} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Answer"
          value={filter.answer ?? ''}
          onChange={(e) =>
            onFilter({ answer: (e.target.value || undefined) as RecipientFilter['answer'], page: 1 })
          }
          options={[
            { value: '', label: 'Any answer' },
            ...EMAIL_RESPONSES.map((a) => ({
              value: a,
              label: `${EMAIL_RESPONSE_LABELS[a]} (${campaign.answers[a]})`,
            })),
            { value: 'none', label: 'No answer yet' },
          ]}
        />
        <SelectField
          label="Status"
          value={filter.status ?? ''}
          onChange={(e) =>
            onFilter({ status: (e.target.value || undefined) as RecipientStatus | undefined, page: 1 })
          }
          options={[
            { value: '', label: 'Any status' },
            ...RECIPIENT_STATUSES.map((s) => ({
              value: s,
              label: `${STATUS_LABELS[s]} (${campaign.counts[s]})`,
            })),
          ]}
        />
      </div>
      {rows.length === 0 ? (
        <EmptyState title="Nobody matches">Choose another answer or status.</EmptyState>
      ) : (
        <ul
          aria-busy={query.isFetching}
          className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
        >
          {rows.map((r) => (
            <li
              key={r.id}
              className="grid gap-1 p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] sm:gap-4"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{r.name}</p>
                <p className="truncate text-sm text-slate-600">{r.email}</p>
              </div>
              <div className="text-sm">
                <p className="font-medium text-slate-800">{STATUS_LABELS[r.status]}</p>
                {r.reason ? <p className="text-xs break-words text-slate-600">{r.reason}</p> : null}
              </div>
              <div className="text-sm">
                <p className="font-medium text-slate-800">
                  {r.answer ? EMAIL_RESPONSE_LABELS[r.answer] : 'No answer'}
                </p>
                {r.responded_at ? (
                  <p className="text-xs text-slate-600">{formatDate(r.responded_at)}</p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ListPagination meta={meta} onPage={(p) => onFilter({ page: p })} />
    </div>
  );
}
