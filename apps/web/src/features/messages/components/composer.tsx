import { MESSAGE_ATTACHMENT_RULES, MESSAGE_MAX_LENGTH } from '@portal/contract/messages-values';
import { Paperclip, Send, X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatSize } from '@/components/uploads/check-file';
import { errorStatus } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { errorMessages, errorToast } from '@/lib/toasts';
import { useSendMessage } from '../api/send-message';
import { useT } from '../i18n';

/** The browser's check before sending a file (the server's rules; the server decides). */
function checkAttachment(t: ReturnType<typeof useT>, file: File): string | null {
  const name = file.name.toLowerCase();
  const extensions: readonly string[] = MESSAGE_ATTACHMENT_RULES.extensions;
  if (!extensions.some((ext) => name.endsWith(ext))) return t('composer.type');
  if (file.size > MESSAGE_ATTACHMENT_RULES.maxBytes)
    return t('composer.size', { mb: Math.round(MESSAGE_ATTACHMENT_RULES.maxBytes / 1024 / 1024) });
  return null;
}

/** Write and send: text up to the limit, one attachment with its upload progress. */
export function Composer({ applicationId, to }: { applicationId: number; to: string }) {
  const t = useT();
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useSendMessage(applicationId);
  const ids = { text: useId(), error: useId(), count: useId(), file: useId() };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkAttachment(t, chosen);
    setError(problem);
    setFile(problem ? null : chosen);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = body.trim();
    if (!text && !file) return setError(t('composer.empty'));
    if (text.length > MESSAGE_MAX_LENGTH) return setError(t('composer.tooLong', { max: MESSAGE_MAX_LENGTH }));
    setError(null);
    send.mutate(
      { body: text, file },
      {
        onSuccess: () => {
          setBody('');
          setFile(null);
        },
        onError: (err) => {
          const fields = serverFieldErrors(err, 400);
          const status = errorStatus(err);
          if (fields?.body || fields?.file) setError(fields.body ?? fields.file ?? null);
          else if (status === 413 || status === 429) setError(errorMessages(err).join(' '));
          else errorToast(err);
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-2 border-t border-slate-200 bg-white p-3 sm:p-4"
      noValidate
    >
      <label htmlFor={ids.text} className="text-sm font-semibold text-slate-800">
        {t('composer.to', { name: to })}
      </label>
      <textarea
        id={ids.text}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={(e) => {
          // Ctrl/Cmd+Enter sends; Enter alone is a new line, as in a mail.
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
        }}
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${ids.count}${error ? ` ${ids.error}` : ''}`}
        className="w-full resize-y rounded-xl border border-slate-300 px-3 py-2 text-sm focus:border-primary-500 focus:outline-none"
      />
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={fileInput}
          id={ids.file}
          type="file"
          className="sr-only"
          accept={MESSAGE_ATTACHMENT_RULES.extensions.join(',')}
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <label
          htmlFor={ids.file}
          className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-within:ring-2"
        >
          <Paperclip aria-hidden className="size-4" />
          {t('composer.attach')}
        </label>
        {file ? (
          <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-1 pe-1 ps-3 text-sm text-slate-800">
            <span className="max-w-48 truncate">{file.name}</span>
            <span className="text-slate-600">({formatSize(file.size)})</span>
            <button
              type="button"
              onClick={() => setFile(null)}
              aria-label={t('composer.remove', { name: file.name })}
              className="rounded-full p-1 hover:bg-slate-200"
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </span>
        ) : null}
        <span id={ids.count} className="ms-auto text-xs text-slate-500">
          {body.length}/{MESSAGE_MAX_LENGTH}
        </span>
        <Button
          type="submit"
          size="sm"
          isPending={send.isPending}
          icon={<Send aria-hidden className="size-4" />}
        >
          {t('composer.send')}
        </Button>
      </div>
      {send.progress !== null ? (
        <div className="flex items-center gap-2 text-xs text-slate-600">
          <progress
            max={100}
            value={send.progress}
            aria-label={t('composer.progress')}
            className="h-2 flex-1"
          />
          <span>{send.progress}%</span>
        </div>
      ) : null}
      {error ? (
        <p id={ids.error} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
