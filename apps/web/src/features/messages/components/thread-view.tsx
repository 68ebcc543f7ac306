import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/http-status';
import { useThread } from '../api/get-thread';
import { useT } from '../i18n';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import { messageRoutes, type Side } from './side';

/** One conversation: who and which job, the messages oldest first, and the composer. */
export function ThreadView({ side, applicationId }: { side: Side; applicationId: number }) {
  const tr = useT();
  const thread = useThread(applicationId);
  const end = useRef<HTMLDivElement>(null);
  const count = thread.data?.messages.length ?? 0;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: 'nearest' });
  }, [count]);
  const back = (
    <Link
      to={messageRoutes(side).list.href()}
      className="inline-flex items-center gap-1 text-sm font-semibold text-primary-800 hover:underline lg:hidden"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" /> {tr('view.all')}
    </Link>
  );

  if (thread.isLoading)
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        {tr('view.loading')}
      </p>
    );
  if (thread.isError || !thread.data)
    return (
      <div className="flex flex-col gap-3">
        {back}
        {isNotFound(thread.error) ? (
          <p role="alert" className="rounded-xl bg-slate-50 px-4 py-6 text-center text-slate-700">
            <strong className="block text-slate-900">{tr('view.notFound')}</strong>
            {tr('view.notFoundText')}
          </p>
        ) : (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {tr('view.error')}
          </p>
        )}
      </div>
    );

  const t = thread.data;
  return (
    <section
      aria-labelledby="thread-title"
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      <header className="flex flex-col gap-1 border-b border-slate-200 px-4 py-3">
        {back}
        <h2 id="thread-title" className="text-lg font-bold text-slate-900">
          {t.counterpart}
        </h2>
        <p className="text-sm text-slate-600">
          {side === 'management'
            ? tr.rich('view.about', {
                title: t.job_title,
                job: (chunks) => (
                  <Link
                    to={paths.management.jobsView.href({ id: t.job_id })}
                    className="font-semibold text-primary-800 hover:underline"
                  >
                    <bdi>{chunks}</bdi>
                  </Link>
                ),
              })
            : tr.rich('view.aboutAt', {
                title: t.job_title,
                company: <bdi>{t.company}</bdi>,
                job: (chunks) => <bdi className="font-semibold text-slate-800">{chunks}</bdi>,
              })}
        </p>
      </header>
      {t.messages.length === 0 ? (
        <EmptyState title={tr('view.none')}>
          {side === 'candidate'
            ? tr('view.noneCandidate', { company: t.company })
            : tr('view.noneManagement', { name: t.candidate_name })}
        </EmptyState>
      ) : (
        <div className="max-h-[60vh] overflow-y-auto px-3 py-4 sm:px-4">
          <ol aria-label={tr('view.messages')} className="flex flex-col gap-4">
            {t.messages.map((m) => (
              <MessageBubble key={m.id} message={m} />
            ))}
          </ol>
          <div ref={end} />
        </div>
      )}
      <Composer applicationId={applicationId} to={t.counterpart} />
    </section>
  );
}
