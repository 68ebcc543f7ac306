import { zodResolver } from '@hookform/resolvers/zod';
import { CURRENCIES, SALARY_PERIODS } from '@portal/contract/jobs';
import type { OfferTemplate } from '@portal/contract/offers';
import {
  type OfferInput,
  type OfferInputFields,
  offerInputSchema,
  offerToday,
} from '@portal/contract/offers';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';
import { useMakeOffer } from '../api/offers';
import { useT } from '../i18n';

const PERIOD_KEY = {
  MONTH: 'period.MONTH',
  YEAR: 'period.YEAR',
  WEEK: 'period.WEEK',
  DAY: 'period.DAY',
  HOUR: 'period.HOUR',
} as const satisfies Record<(typeof SALARY_PERIODS)[number], string>;

const FIELDS = [
  'template_id',
  'salary_amount',
  'currency',
  'salary_period',
  'start_date',
  'benefits',
  'expires_on',
] as const;
const inDays = (n: number) => offerToday(new Date(Date.now() + n * 86_400_000));
// An empty box is "no salary given", not 0: the contract then asks for the salary rather than a positive one.
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

type Props = {
  applicationId: number;
  templates: OfferTemplate[];
  onBusy: (busy: boolean) => void;
  onClose: () => void;
};

/** The offer's terms, checked with the contract's schema: template, salary, dates, benefits. */
export function MakeOfferForm({ applicationId, templates, onBusy, onClose }: Props) {
  const t = useT();
  const make = useMakeOffer(applicationId);
  const today = offerToday();
  const { register, handleSubmit, setError, formState } = useForm<OfferInputFields, unknown, OfferInput>({
    resolver: zodResolver(offerInputSchema),
    defaultValues: {
      template_id: String(templates[0]?.id ?? ''),
      salary_amount: '',
      currency: 'AED',
      salary_period: 'MONTH',
      start_date: inDays(30),
      expires_on: inDays(7),
      benefits: '',
    },
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (body) => {
    onBusy(true);
    try {
      await make.mutateAsync(body);
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) errorToast(error);
    } finally {
      onBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
      <SelectField
        label={t('form.template')}
        options={templates.map((tpl) => ({ value: String(tpl.id), label: tpl.name }))}
        error={errors.template_id?.message}
        {...register('template_id')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_7rem]">
        <TextField
          label={t('form.salary')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          error={errors.salary_amount?.message}
          {...register('salary_amount', { setValueAs: emptyAsMissing })}
        />
        <SelectField
          label={t('form.currency')}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          error={errors.currency?.message}
          {...register('currency')}
        />
      </div>
      <SelectField
        label={t('form.paid')}
        options={SALARY_PERIODS.map((p) => ({ value: p, label: t(PERIOD_KEY[p]) }))}
        error={errors.salary_period?.message}
        {...register('salary_period')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.start')}
          type="date"
          min={today}
          required
          error={errors.start_date?.message}
          {...register('start_date')}
        />
        <TextField
          label={t('form.answerBy')}
          type="date"
          min={today}
          required
          error={errors.expires_on?.message}
          hint={t('form.answerHint')}
          {...register('expires_on')}
        />
      </div>
      <TextareaField
        label={t('form.benefits')}
        rows={3}
        maxLength={2000}
        placeholder={t('form.benefitsPlaceholder')}
        error={errors.benefits?.message}
        {...register('benefits')}
      />
      <p className="text-sm text-slate-600">{t('form.note')}</p>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose} disabled={formState.isSubmitting}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" isPending={formState.isSubmitting}>
          {t('form.send')}
        </Button>
      </div>
    </form>
  );
}
