import type { ThreadMessage } from '@portal/contract/messages';
import { clsx } from 'clsx';
import { Paperclip } from 'lucide-react';
import { useState } from 'react';
import { formatSize } from '@/components/uploads/check-file';
import { useFormat } from '@/lib/intl/format';
import { errorToast } from '@/lib/toasts';
import { downloadMessageAttachment } from '../api/download-attachment';
import { useT } from '../i18n';

/** One message: mine on the right with its receipt (Sent, or Read once the other side opened it). */
export function MessageBubble({ message: m }: { message: ThreadMessage }) {
  const t = useT();
  const f = useFormat();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    if (!m.attachment) return;
    setDownloading(true);
    try {
      await downloadMessageAttachment(m.id, m.attachment.file_name);
    } catch (error) {
      errorToast(error);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <li className={clsx('flex flex-col gap-1', m.mine ? 'items-end' : 'items-start')}>
      <span className="px-1 text-xs text-slate-600">
        {m.mine ? t('bubble.you') : <bdi>{m.sender_name}</bdi>} ·{' '}
        <time dateTime={m.created_at}>{f.dateTime(m.created_at)}</time>
      </span>
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm sm:max-w-[70%]',
          m.mine ? 'rounded-ee-sm bg-primary-700 text-white' : 'rounded-es-sm bg-slate-100 text-slate-900',
        )}
      >
        {m.body ? (
          <p dir="auto" className="break-words whitespace-pre-line">
            {m.body}
          </p>
        ) : null}
        {m.attachment ? (
          <button
            type="button"
            onClick={download}
            disabled={downloading}
            className={clsx(
              'mt-1 inline-flex max-w-full items-center gap-1.5 rounded-lg px-2 py-1 text-start font-semibold underline-offset-2 hover:underline',
              m.mine ? 'bg-white/15' : 'bg-white',
            )}
          >
            <Paperclip aria-hidden className="size-4 shrink-0" />
            <bdi className="truncate">{m.attachment.file_name}</bdi>
            <span className="shrink-0 font-normal opacity-80">({formatSize(m.attachment.size)})</span>
            <span className="sr-only">{t('bubble.download')}</span>
          </button>
        ) : null}
      </div>
      {m.mine ? (
        <span className="px-1 text-xs font-semibold text-slate-600" data-receipt>
          {m.read_at ? t('bubble.read') : t('bubble.sent')}
        </span>
      ) : null}
    </li>
  );
}
