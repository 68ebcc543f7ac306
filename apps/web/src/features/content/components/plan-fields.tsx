import { PAGE_LIMITS } from '@portal/contract/pages';
import { Plus, Trash2 } from 'lucide-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useT } from '../i18n';
import { FORM_MESSAGES, isFormMessage, type PageFormValues } from '../page-form';

/** Each language's labels, so the Arabic cards' inputs are told apart from the English ones. */
const LABELS = {
  plans: {
    legend: 'plans.legend',
    intro: 'plans.intro',
    name: 'plans.name',
    price: 'plans.price',
    audience: 'plans.audience',
    features: 'plans.features',
    remove: 'plans.remove',
    add: 'plans.add',
  },
  plans_ar: {
    legend: 'arabicPlans.legend',
    intro: 'arabicPlans.intro',
    name: 'arabicPlans.name',
    price: 'arabicPlans.price',
    audience: 'arabicPlans.audience',
    features: 'arabicPlans.features',
    remove: 'arabicPlans.remove',
    add: 'arabicPlans.add',
  },
} as const;

/**
 * The pricing page's plan cards: name, price text, audience, features, and which one stands out.
 * `plans_ar`: the Arabic cards, written right to left; they may all go (the Arabic page then shows
 * the English cards), while the English ones keep at least one.
 */
export function PlanFields({
  form,
  name = 'plans',
}: {
  form: UseFormReturn<PageFormValues>;
  name?: 'plans' | 'plans_ar';
}) {
  const { control, register, formState } = form;
  const plans = useFieldArray({ control, name });
  const t = useT();
  const say = (message: string | undefined) =>
    isFormMessage(message) ? t(message, FORM_MESSAGES[message]) : message;
  const errors = formState.errors[name];
  const label = LABELS[name];
  const arabic = name === 'plans_ar' ? ({ dir: 'rtl', lang: 'ar' } as const) : {};
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="text-sm font-semibold text-slate-900">{t(label.legend)}</legend>
      <p className="text-sm text-slate-600">{t(label.intro)}</p>
      {plans.fields.map((field, index) => (
        <div
          key={field.id}
          className="grid min-w-0 grid-cols-1 gap-3 rounded-xl border border-slate-200 p-4 md:grid-cols-3"
        >
          <TextField
            label={t(label.name, { n: index + 1 })}
            {...arabic}
            error={errors?.[index]?.name?.message}
            {...register(`${name}.${index}.name`)}
          />
          <TextField
            label={t(label.price, { n: index + 1 })}
            {...arabic}
            placeholder={name === 'plans' ? t('plans.pricePlaceholder') : undefined}
            error={errors?.[index]?.price?.message}
            {...register(`${name}.${index}.price`)}
          />
          <TextField
            label={t(label.audience, { n: index + 1 })}
            {...arabic}
            error={errors?.[index]?.audience?.message}
            {...register(`${name}.${index}.audience`)}
          />
          <TextareaField
            className="md:col-span-3"
            label={t(label.features, { n: index + 1 })}
            {...arabic}
            hint={t('plans.featuresHint')}
            rows={4}
            error={say(errors?.[index]?.features?.message)}
            {...register(`${name}.${index}.features`)}
          />
          <div className="flex flex-wrap items-center justify-between gap-3 md:col-span-3">
            <label className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" className="size-4" {...register(`${name}.${index}.highlighted`)} />
              {t('plans.highlighted')}
            </label>
            <Button
              variant="danger-outline"
              size="sm"
              disabled={name === 'plans' && plans.fields.length <= 1}
              onClick={() => plans.remove(index)}
            >
              <Trash2 aria-hidden className="size-4" />
              {t(label.remove, { n: index + 1 })}
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
          {t(label.add)}
        </Button>
      ) : null}
    </fieldset>
  );
}
