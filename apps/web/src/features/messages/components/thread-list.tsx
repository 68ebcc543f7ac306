import type { ThreadSummary } from '@portal/contract/messages';
import { clsx } from 'clsx';
import { Paperclip } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/pagination';
import { CardSkeletons } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/intl/format';
import { useThreads } from '../api/list-threads';
import { useT } from '../i18n';
import { messageRoutes, type Side } from './side';

type ThreadListProps = {
  side: Side;
  page: number;
  onPage: (page: number) => void;
  /** The conversation shown beside the list (wide screens), marked as current. */
  current?: number;
};

/** The conversations, newest activity first, each with its unread count. */
export function ThreadList({ side, page, onPage, current }: ThreadListProps) {
  const t = useT();
  const threads = useThreads(page);
  if (threads.isLoading) return <CardSkeletons count={3} />;
  if (threads.isError || !threads.data)
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
        {t('list.error')}
      </p>
    );
  if (threads.data.data.length === 0)
    return (
      <EmptyState title={t('list.none')}>
        {side === 'candidate' ? t('list.noneCandidate') : t('list.noneManagement')}
      </EmptyState>
    );
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={t('list.label')} className="flex flex-col gap-2">
        {threads.data.data.map((row) => (
          <ThreadRow
            key={row.application_id}
            side={side}
            thread={row}
            current={row.application_id === current}
          />
        ))}
      </ul>
      <ListPagination meta={threads.data.meta} onPage={onPage} />
    </div>
  );
}

function ThreadRow({ side, thread: t, current }: { side: Side; thread: ThreadSummary; current: boolean }) {
  const tr = useT();
  const f = useFormat();
  const theirs = side === 'candidate' ? t.last_side === 'organisation' : t.last_side === 'candidate';
  return (
    <li>
      <Link
        to={messageRoutes(side).thread.href({ applicationId: t.application_id })}
        aria-current={current ? 'page' : undefined}
        className={clsx(
          'flex flex-col gap-1 rounded-xl border px-4 py-3 hover:border-primary-300 hover:bg-primary-50/40',
          current ? 'border-primary-400 bg-primary-50/60' : 'border-slate-200 bg-white',
        )}
      >
        <span className="flex items-center gap-2">
          <span
            className={clsx(
              'min-w-0 flex-1 truncate text-slate-900',
              t.unread > 0 ? 'font-bold' : 'font-semibold',
            )}
          >
            {t.counterpart}
          </span>
          {t.unread > 0 ? (
            <span className="shrink-0 rounded-full bg-primary-700 px-2 py-0.5 text-xs font-bold text-white">
              {tr('list.unread', { count: t.unread })}
            </span>
          ) : null}
        </span>
        <span dir="auto" className="truncate text-sm text-slate-700">
          {t.job_title}
        </span>
        <span className="flex items-center gap-1 truncate text-sm text-slate-600">
          {t.last_message.startsWith('Attachment: ') ? (
            <Paperclip aria-hidden className="size-3.5 shrink-0" />
          ) : null}
          {theirs ? null : <span className="shrink-0">{tr('list.you')}</span>}
          {/* The message in its own direction, so an English one is cut at its end, not its start. */}
          <span dir="auto" className="min-w-0 truncate">
            {t.last_message}
          </span>
        </span>
        <time dateTime={t.last_at} className="text-xs text-slate-500">
          {f.dateTime(t.last_at)}
        </time>
      </Link>
    </li>
  );
}
