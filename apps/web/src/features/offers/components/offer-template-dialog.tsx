import { zodResolver } from '@hookform/resolvers/zod';
import {
  OFFER_MERGE_TAGS,
  type OfferTemplate,
  type OfferTemplateInput,
  offerTemplateInputSchema,
} from '@portal/contract/offers';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';
import { useSaveOfferTemplate } from '../api/offers';

type Props = { template: OfferTemplate | null; onClose: () => void };

const FIELDS = ['name', 'body'] as const;

/** Create or edit a letter template; a merge tag button writes its tag at the cursor. */
export function OfferTemplateDialog({ template, onClose }: Props) {
  const save = useSaveOfferTemplate(template?.id ?? null);
  const { register, handleSubmit, setError, getValues, setValue, formState } = useForm<OfferTemplateInput>({
    resolver: zodResolver(offerTemplateInputSchema),
    defaultValues: { name: template?.name ?? '', body: template?.body ?? '' },
  });
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  // Registered in the form's order: a failed submit focuses the first field with an error.
  const nameField = register('name');
  const bodyField = register('body');
  const busy = formState.isSubmitting;

  const insert = (tag: string) => {
    const el = textarea.current;
    const body = getValues('body');
    const text = `{{${tag}}}`;
    const at = el?.selectionStart ?? body.length;
    const end = el?.selectionEnd ?? at;
    setValue('body', body.slice(0, at) + text + body.slice(end), { shouldDirty: true });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + text.length, at + text.length);
    });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) errorToast(error);
    }
  });

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      title={template ? 'Edit offer template' : 'New offer template'}
      className="max-h-[90vh] max-w-2xl overflow-y-auto"
    >
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        <TextField
          label="Template name"
          maxLength={120}
          error={formState.errors.name?.message}
          {...nameField}
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
          label="Letter text"
          rows={12}
          error={formState.errors.body?.message}
          hint="Plain text; a blank line starts a new paragraph. Tags such as {{offer.salary}} are filled in for each offer."
          {...bodyField}
          ref={(el) => {
            bodyField.ref(el);
            textarea.current = el;
          }}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" isPending={busy}>
            Save template
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
