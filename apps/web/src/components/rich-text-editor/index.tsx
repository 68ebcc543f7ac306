/**
 * Rich-text editor (TipTap) for HTML fields: e-mail template bodies, company "about" and news texts,
 * job descriptions. The editor code is loaded on first use, so pages without one stay light.
 *
 *   <RichTextField label="Body" value={html} onChange={setHtml} error={message} ref={editorRef} />
 *   editorRef.current?.insertText('{{candidate.first_name}}')   // at the cursor
 *
 * RichTextEditor props (RichTextField adds label, hint, error):
 * - value: the HTML shown; onChange(html): every edit, '' when empty. The server still sanitises.
 * - id: the editable area's id; aria-labelledby / aria-label: its name; aria-describedby: hint/error.
 * - invalid: red border and aria-invalid; disabled; onBlur; minHeightRem (default 12).
 * - ref: { insertText(text), focus() }.
 * The toolbar offers bold, italic, heading, subheading, bulleted and numbered lists, link, undo and
 * redo; it is one tab stop (arrow keys move along it) and Alt+F10 reaches it from the text.
 */
import { lazy, Suspense, useId } from 'react';
import { describedBy } from '@/components/ui/field-shell';
import { useT } from '../i18n';
import type { RichTextEditorHandle, RichTextEditorProps } from './types';

export type { RichTextEditorHandle, RichTextEditorProps };

const TipTapEditor = lazy(() => import('./editor'));

/** The bare editor; name it with aria-labelledby or aria-label. */
export function RichTextEditor(props: RichTextEditorProps) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <div
          role="status"
          aria-label={t('editor.loading')}
          className="animate-pulse rounded-lg border border-slate-300 bg-slate-50"
          style={{ minHeight: `${(props.minHeightRem ?? 12) + 2.75}rem` }}
        />
      }
    >
      <TipTapEditor {...props} />
    </Suspense>
  );
}

type RichTextFieldProps = Omit<
  RichTextEditorProps,
  'aria-labelledby' | 'aria-label' | 'aria-describedby' | 'invalid'
> & {
  label: string;
  hint?: React.ReactNode;
  error?: string;
  className?: string;
};

/** Label, editor, then the hint or the error: the rich-text counterpart of TextareaField. */
export function RichTextField({ label, hint, error, className, id, ...rest }: RichTextFieldProps) {
  const autoId = useId();
  const editorId = id ?? autoId;
  return (
    <div className={className ? `flex flex-col gap-1.5 ${className}` : 'flex flex-col gap-1.5'}>
      {/* A label's htmlFor cannot name a contenteditable, so the text is named by aria-labelledby. */}
      <span id={`${editorId}-label`} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <RichTextEditor
        {...rest}
        id={editorId}
        aria-labelledby={`${editorId}-label`}
        aria-describedby={describedBy(editorId, error, hint)}
        invalid={Boolean(error)}
      />
      {hint && !error ? (
        <p id={`${editorId}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${editorId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
