import {
  type CampaignSummary,
  EMAIL_RESPONSE_LABELS,
  EMAIL_RESPONSES,
} from '@portal/contract/recruiter-email';
import { Link } from 'react-router';
import { formatDate } from '@/lib/job-format';

const Stat = ({ label, value }: { label: string; value: number }) => (
  <div>
    <dt className="text-xs text-slate-600">{label}</dt>
    <dd className="font-semibold text-slate-900">{value}</dd>
  </div>
);

/** Each campaign with its delivery and response counts; the name opens its recipients. */
export function CampaignList({
  campaigns,
  hrefOf,
}: {
  campaigns: CampaignSummary[];
  hrefOf: (id: number) => string;
}) {
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
              {c.job ? ` · job: ${c.job.title}` : ''}
            </p>
            <p className="text-xs text-slate-600">
              {formatDate(c.created_at)}
              {c.sender ? ` · sent by ${c.sender}` : ''}
            </p>
          </div>
          <dl className="grid grid-cols-3 gap-3 sm:grid-cols-6">
            <Stat label="Recipients" value={c.counts.recipients} />
            <Stat label="Sent" value={c.counts.sent} />
            <Stat label="Queued" value={c.counts.queued} />
            <Stat label="Failed" value={c.counts.failed} />
            <Stat label="Skipped" value={c.counts.skipped} />
            <Stat label="Answered" value={c.counts.responded} />
          </dl>
          {c.counts.responded > 0 ? (
            <p className="text-xs text-slate-700">
              {EMAIL_RESPONSES.filter((a) => c.answers[a] > 0)
                .map((a) => `${EMAIL_RESPONSE_LABELS[a]}: ${c.answers[a]}`)
                .join(' · ')}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
