import { OFFER_MERGE_TAGS, type OfferTemplate } from '@portal/contract/offers';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { serverFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';
import { useSaveOfferTemplate } from '../api/offers';

type Props = { template: OfferTemplate | null; onClose: () => void };

/** Create or edit a letter template; a merge tag button writes its tag at the cursor. */
export function OfferTemplateDialog({ template, onClose }: Props) {
  const save = useSaveOfferTemplate(template?.id ?? null);
  const [name, setName] = useState(template?.name ?? '');
  const [body, setBody] = useState(template?.body ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const textarea = useRef<HTMLTextAreaElement>(null);

  const insert = (tag: string) => {
    const el = textarea.current;
    const text = `{{${tag}}}`;
    const at = el?.selectionStart ?? body.length;
    const end = el?.selectionEnd ?? at;
    setBody(body.slice(0, at) + text + body.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + text.length, at + text.length);
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!name.trim()) local.name = 'Template name is required';
    if (!body.trim()) local.body = 'Letter text is required';
    setErrors(local);
    if (Object.keys(local).length) return;
    save.mutate(
      { name, body },
      {
        onSuccess: onClose,
        onError: (error) => {
          const fields = serverFieldErrors(error, 400);
          if (fields) setErrors(fields);
          else errorToast(error);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      title={template ? 'Edit offer template' : 'New offer template'}
      className="max-h-[90vh] max-w-2xl overflow-y-auto"
    >
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <TextField
          label="Template name"
          value={name}
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Merge tags</legend>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {OFFER_MERGE_TAGS.map((t) => (
              <button
                key={t.tag}
                type="button"
                title={t.source}
                onClick={() => insert(t.tag)}
                className="rounded-full border border-slate-300 px-2.5 py-1 text-xs text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-primary-200 focus-visible:outline-none"
              >
                {t.label}
              </button>
            ))}
          </div>
        </fieldset>
        <TextareaField
          ref={textarea}
          label="Letter text"
          rows={12}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          error={errors.body}
          hint="Plain text; a blank line starts a new paragraph. Tags such as {{offer.salary}} are filled in for each offer."
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" isPending={save.isPending}>
            Save template
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
