import { type CampaignSummary, EMAIL_RESPONSES } from '@portal/contract/recruiter-email';
import { Link } from 'react-router';
import { useFormat } from '@/lib/intl/format';
import { useT } from '../i18n';

const ANSWER_KEY = {
  interested: 'answer.interested',
  not_interested: 'answer.not_interested',
  call_me: 'answer.call_me',
  similar_jobs: 'answer.similar_jobs',
} as const satisfies Record<(typeof EMAIL_RESPONSES)[number], string>;

function Stat({ label, value }: { label: string; value: number }) {
  const f = useFormat();
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{f.number(value)}</dd>
    </div>
  );
}

/** Each campaign with its delivery and response counts; the name opens its recipients. */
export function CampaignList({
  campaigns,
  hrefOf,
}: {
  campaigns: CampaignSummary[];
  hrefOf: (id: number) => string;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <ul className="divide-y divide-slate-200">
      {campaigns.map((c) => (
        <li key={c.id} className="flex flex-col gap-3 p-4">
          <div className="min-w-0">
            <Link
              to={hrefOf(c.id)}
              className="font-semibold text-slate-900 hover:text-primary-800 hover:underline"
            >
              {c.name}
            </Link>
            <p className="text-sm text-slate-700">
              {c.source}
              {c.job ? t('list.job', { title: c.job.title }) : ''}
            </p>
            <p className="text-xs text-slate-600">
              {f.date(c.created_at)}
              {c.sender ? t('list.sentBy', { name: c.sender }) : ''}
            </p>
          </div>
          <dl className="grid grid-cols-3 gap-3 sm:grid-cols-6">
            <Stat label={t('list.recipients')} value={c.counts.recipients} />
            <Stat label={t('list.sent')} value={c.counts.sent} />
            <Stat label={t('list.queued')} value={c.counts.queued} />
            <Stat label={t('list.failed')} value={c.counts.failed} />
            <Stat label={t('list.skipped')} value={c.counts.skipped} />
            <Stat label={t('list.answered')} value={c.counts.responded} />
          </dl>
          {c.counts.responded > 0 ? (
            <p className="text-xs text-slate-700">
              {EMAIL_RESPONSES.filter((a) => c.answers[a] > 0)
                .map((a) => t('list.answerCount', { label: t(ANSWER_KEY[a]), count: c.answers[a] }))
                .join(' · ')}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
