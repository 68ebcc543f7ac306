import { PAGE_LIMITS } from '@portal/contract/pages';
import { Plus, Trash2 } from 'lucide-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useT } from '../i18n';
import { FORM_MESSAGES, isFormMessage, type PageFormValues } from '../page-form';

/** The pricing page's plan cards: name, price text, audience, features, and which one stands out. */
export function PlanFields({ form }: { form: UseFormReturn<PageFormValues> }) {
  const { control, register, formState } = form;
  const plans = useFieldArray({ control, name: 'plans' });
  const t = useT();
  const say = (message: string | undefined) =>
    isFormMessage(message) ? t(message, FORM_MESSAGES[message]) : message;
  const errors = formState.errors.plans;
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="text-sm font-semibold text-slate-900">{t('plans.legend')}</legend>
      <p className="text-sm text-slate-600">{t('plans.intro')}</p>
      {plans.fields.map((field, index) => (
        <div
          key={field.id}
          className="grid min-w-0 grid-cols-1 gap-3 rounded-xl border border-slate-200 p-4 md:grid-cols-3"
        >
          <TextField
            label={t('plans.name', { n: index + 1 })}
            error={errors?.[index]?.name?.message}
            {...register(`plans.${index}.name`)}
          />
          <TextField
            label={t('plans.price', { n: index + 1 })}
            placeholder="e.g. AED 1,500 a month"
            error={errors?.[index]?.price?.message}
            {...register(`plans.${index}.price`)}
          />
          <TextField
            label={t('plans.audience', { n: index + 1 })}
            error={errors?.[index]?.audience?.message}
            {...register(`plans.${index}.audience`)}
          />
          <TextareaField
            className="md:col-span-3"
            label={t('plans.features', { n: index + 1 })}
            hint={t('plans.featuresHint')}
            rows={4}
            error={say(errors?.[index]?.features?.message)}
            {...register(`plans.${index}.features`)}
          />
          <div className="flex flex-wrap items-center justify-between gap-3 md:col-span-3">
            <label className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" className="size-4" {...register(`plans.${index}.highlighted`)} />
              {t('plans.highlighted')}
            </label>
            <Button
              variant="danger-outline"
              size="sm"
              disabled={plans.fields.length <= 1}
              onClick={() => plans.remove(index)}
            >
              <Trash2 aria-hidden className="size-4" />
              {t('plans.remove', { n: index + 1 })}
            </Button>
          </div>
        </div>
      ))}
      {errors?.message ? <p className="text-sm text-red-700">{say(errors.message)}</p> : null}
      {plans.fields.length < PAGE_LIMITS.plans ? (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() =>
            plans.append({ name: '', price: '', audience: '', features: '', highlighted: false })
          }
        >
          <Plus aria-hidden className="size-4" />
          {t('plans.add')}
        </Button>
      ) : null}
    </fieldset>
  );
}
