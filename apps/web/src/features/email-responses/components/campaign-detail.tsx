import { EMAIL_RESPONSES, RECIPIENT_STATUSES, type RecipientStatus } from '@portal/contract/recruiter-email';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { ListPagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { downloadAttachment } from '@/lib/download';
import { useFormat } from '@/lib/intl/format';
import { errorToast } from '@/lib/toasts';
import { campaignCsvPath, type RecipientFilter, useCampaign } from '../api/campaigns';
import { useT } from '../i18n';
import { AddInterestedToFolder } from './add-to-folder';

const STATUS_KEY = {
  queued: 'status.queued',
  sent: 'status.sent',
  failed: 'status.failed',
  skipped: 'status.skipped',
} as const satisfies Record<RecipientStatus, string>;

const ANSWER_KEY = {
  interested: 'answer.interested',
  not_interested: 'answer.not_interested',
  call_me: 'answer.call_me',
  similar_jobs: 'answer.similar_jobs',
} as const satisfies Record<(typeof EMAIL_RESPONSES)[number], string>;

type CampaignDetailProps = {
  id: number;
  filter: RecipientFilter;
  onFilter: (next: Partial<RecipientFilter>) => void;
  backHref: string;
};

/** One campaign: every recipient's status and answer, filterable, with the CSV of what is shown. */
export function CampaignDetail({ id, filter, onFilter, backHref }: CampaignDetailProps) {
  const t = useT();
  const f = useFormat();
  const query = useCampaign(id, filter);
  const [downloading, setDownloading] = useState(false);
  if (query.isLoading) return <Loading />;
  if (!query.data) return <EmptyState title={t('detail.error')}>{t('detail.errorText')}</EmptyState>;
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
            <span aria-hidden className="inline-block rtl:-scale-x-100">
              ←
            </span>{' '}
            {t('detail.back')}
          </ButtonLink>
          <h2 className="mt-2 text-xl font-semibold text-slate-900">{campaign.name}</h2>
          <p className="text-sm text-slate-600">
            {campaign.source} · {f.date(campaign.created_at)} · {t('detail.counts', campaign.counts)}
          </p>
        </div>
        <Button variant="secondary" size="sm" isPending={downloading} onClick={download}>
          <Download aria-hidden className="size-4" />
          {t('detail.export')}
        </Button>
      </div>
      <AddInterestedToFolder campaignId={id} interested={campaign.answers.interested} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('detail.answer')}
          value={filter.answer ?? ''}
          onChange={(e) =>
            onFilter({ answer: (e.target.value || undefined) as RecipientFilter['answer'], page: 1 })
          }
          options={[
            { value: '', label: t('detail.anyAnswer') },
            ...EMAIL_RESPONSES.map((a) => ({
              value: a,
              label: t('detail.count', { label: t(ANSWER_KEY[a]), count: campaign.answers[a] }),
            })),
            { value: 'none', label: t('detail.noAnswerYet') },
          ]}
        />
        <SelectField
          label={t('detail.status')}
          value={filter.status ?? ''}
          onChange={(e) =>
            onFilter({ status: (e.target.value || undefined) as RecipientStatus | undefined, page: 1 })
          }
          options={[
            { value: '', label: t('detail.anyStatus') },
            ...RECIPIENT_STATUSES.map((s) => ({
              value: s,
              label: t('detail.count', { label: t(STATUS_KEY[s]), count: campaign.counts[s] }),
            })),
          ]}
        />
      </div>
      {rows.length === 0 ? (
        <EmptyState title={t('detail.nobody')}>{t('detail.nobodyText')}</EmptyState>
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
                <p className="font-medium text-slate-800">{t(STATUS_KEY[r.status])}</p>
                {r.reason ? <p className="text-xs break-words text-slate-600">{r.reason}</p> : null}
              </div>
              <div className="text-sm">
                <p className="font-medium text-slate-800">
                  {r.answer ? t(ANSWER_KEY[r.answer]) : t('detail.noAnswer')}
                </p>
                {r.responded_at ? <p className="text-xs text-slate-600">{f.date(r.responded_at)}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ListPagination meta={meta} onPage={(p) => onFilter({ page: p })} />
    </div>
  );
}
