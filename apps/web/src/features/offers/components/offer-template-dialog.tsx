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
import { useT } from '../i18n';

const TAG_KEY = {
  'candidate.name': ['tag.candidate.name', 'tagHelp.candidate.name'],
  'job.title': ['tag.job.title', 'tagHelp.job.title'],
  'offer.salary': ['tag.offer.salary', 'tagHelp.offer.salary'],
  'offer.start_date': ['tag.offer.start_date', 'tagHelp.offer.start_date'],
  'offer.benefits': ['tag.offer.benefits', 'tagHelp.offer.benefits'],
  'company.name': ['tag.company.name', 'tagHelp.company.name'],
  'offer.expiry_date': ['tag.offer.expiry_date', 'tagHelp.offer.expiry_date'],
} as const satisfies Record<(typeof OFFER_MERGE_TAGS)[number]['tag'], readonly [string, string]>;

type Props = { template: OfferTemplate | null; onClose: () => void };

const FIELDS = ['name', 'body'] as const;

/** Create or edit a letter template; a merge tag button writes its tag at the cursor. */
export function OfferTemplateDialog({ template, onClose }: Props) {
  const t = useT();
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
      title={template ? t('tpl.edit') : t('tpl.new')}
      className="max-h-[90vh] max-w-2xl overflow-y-auto"
    >
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        <TextField
          label={t('tpl.name')}
          maxLength={120}
          error={formState.errors.name?.message}
          {...nameField}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('tpl.tags')}</legend>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {OFFER_MERGE_TAGS.map((m) => (
              <button
                key={m.tag}
                type="button"
                title={t(TAG_KEY[m.tag][1])}
                onClick={() => insert(m.tag)}
                className="rounded-full border border-slate-300 px-2.5 py-1 text-xs text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-primary-200 focus-visible:outline-none"
              >
                {t(TAG_KEY[m.tag][0])}
              </button>
            ))}
          </div>
        </fieldset>
        <TextareaField
          label={t('tpl.body')}
          rows={12}
          error={formState.errors.body?.message}
          hint={t('tpl.bodyHint', { tag: '{{offer.salary}}' })}
          {...bodyField}
          ref={(el) => {
            bodyField.ref(el);
            textarea.current = el;
          }}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('tpl.cancel')}
          </Button>
          <Button type="submit" isPending={busy}>
            {t('tpl.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
