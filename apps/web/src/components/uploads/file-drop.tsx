import { clsx } from 'clsx';
import { Upload } from 'lucide-react';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/intl/format';
import { useT } from '../i18n';

type FileDropProps = {
  /** The visible button's text ("Upload CV", "Replace photo"). */
  label: string;
  accept: string;
  hint: ReactNode;
  disabled?: boolean;
  /** 0 to 100 while uploading, null otherwise. */
  progress: number | null;
  error: string | null;
  onFile: (file: File) => void;
  className?: string;
};

/**
 * A file picker with a real button (keyboard and screen readers use it) and a drop area around
 * it for mice; the upload's progress bar and its error show inside.
 */
export function FileDrop({
  label,
  accept,
  hint,
  disabled,
  progress,
  error,
  onFile,
  className,
}: FileDropProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const t = useT();
  const format = useFormat();
  const hintId = useId();
  const errorId = useId();
  const busy = disabled || progress !== null;

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !busy) onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse shortcut; the button inside is the accessible control.
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!busy) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={clsx(
        'flex flex-col items-start gap-2 rounded-xl border-2 border-dashed p-4 transition-colors',
        dragging ? 'border-primary-700 bg-primary-50' : 'border-slate-300 bg-white',
        className,
      )}
    >
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="file-input"
        onChange={(event) => {
          take(event.target.files);
          // Choosing the same file again after an error must fire change again.
          event.target.value = '';
        }}
      />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          variant="secondary"
          size="sm"
          icon={<Upload aria-hidden className="size-4" />}
          disabled={busy}
          aria-describedby={clsx(hintId, error && errorId)}
          onClick={() => input.current?.click()}
        >
          {label}
        </Button>
        <span className="hidden text-sm text-slate-600 sm:inline">{t('upload.drop')}</span>
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        {hint}
      </p>
      {progress !== null ? (
        <div className="w-full">
          <div
            role="progressbar"
            aria-label={t('upload.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-primary-700 transition-[width]"
              style={{ width: `${progress}%` }}
            />
          </div>
          <p className="mt-1 text-xs text-slate-700" aria-live="polite">
            {progress < 100
              ? t('upload.uploading', { percent: format.number(progress / 100, { style: 'percent' }) })
              : t('upload.checking')}
          </p>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
