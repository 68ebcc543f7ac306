import { NEWS_STATUS_LABEL, type NewsStatus } from '@portal/contract/news';

const TONE: Record<NewsStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  published: 'bg-emerald-100 text-emerald-900',
};

export function NewsStatusBadge({ status, scheduled }: { status: NewsStatus; scheduled?: boolean }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${scheduled ? 'bg-amber-100 text-amber-900' : TONE[status]}`}
    >
      {scheduled ? 'Scheduled' : NEWS_STATUS_LABEL[status]}
    </span>
  );
}
