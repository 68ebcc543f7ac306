import type { NewsStatus } from '@portal/contract/news';
import { useT } from '../i18n';

const LABEL = { draft: 'status.draft', published: 'status.published' } as const satisfies Record<
  NewsStatus,
  string
>;

const TONE: Record<NewsStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  published: 'bg-emerald-100 text-emerald-900',
};

export function NewsStatusBadge({ status, scheduled }: { status: NewsStatus; scheduled?: boolean }) {
  const t = useT();
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${scheduled ? 'bg-amber-100 text-amber-900' : TONE[status]}`}
    >
      {scheduled ? t('status.scheduled') : t(LABEL[status])}
    </span>
  );
}
