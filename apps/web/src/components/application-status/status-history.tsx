import type { ApplicationStatus } from '@portal/contract/candidate-enums';
import { useFormat } from '@/lib/intl/format';
import { useStatusLabels } from '@/lib/labels';
import { useT } from '../i18n';

type Event = { status: ApplicationStatus; at: string; by?: string | null; note?: string | null };

/** An application's status changes as a timeline, oldest first; the latest is marked as current. */
export function StatusHistory({ events, showWho = false }: { events: Event[]; showWho?: boolean }) {
  const t = useT();
  const format = useFormat();
  const labels = useStatusLabels();
  return (
    <ol className="relative ms-2 border-s-2 border-slate-200">
      {events.map((e, i) => {
        const current = i === events.length - 1;
        return (
          <li key={`${e.status}-${e.at}-${e.note ?? ''}`} className="relative pb-4 ps-5 last:pb-0">
            <span
              aria-hidden
              className={`absolute top-1 -start-[7px] size-3 rounded-full ring-2 ring-white ${current ? 'bg-primary-700' : 'bg-slate-400'}`}
            />
            <p className="text-sm font-semibold text-slate-900">
              {labels.application(e.status)}
              {current ? <span className="sr-only"> {t('status.current')}</span> : null}
            </p>
            {e.note ? <p className="text-sm text-slate-700">{e.note}</p> : null}
            <p className="text-xs text-slate-600">
              <time dateTime={e.at}>{format.dateTime(e.at)}</time>
              {showWho && e.by ? ` · ${e.by}` : null}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
