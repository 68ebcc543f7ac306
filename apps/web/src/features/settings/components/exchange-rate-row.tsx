import { zodResolver } from '@hookform/resolvers/zod';
import { type ExchangeRate, exchangeRateUpdateSchema } from '@portal/contract/exchange-rates';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useFormat } from '@/lib/intl/format';
import { errorToast } from '@/lib/toasts';
import { useUpdateExchangeRate } from '../api/update-exchange-rate';
import { useT } from '../i18n';

type Input = z.input<typeof exchangeRateUpdateSchema>;
type Output = z.output<typeof exchangeRateUpdateSchema>;

/** One currency: its rate to AED, editable by staff who manage master data. */
export function ExchangeRateRow({ rate, canEdit }: { rate: ExchangeRate; canEdit: boolean }) {
  const t = useT();
  const format = useFormat();
  const save = useUpdateExchangeRate();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(exchangeRateUpdateSchema),
    values: { aed_per_unit: String(rate.aed_per_unit) },
  });
  const { formState, register, setError } = form;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ currency: rate.currency, ...body });
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['aed_per_unit'])) errorToast(error);
    }
  });
  const updated = t('rates.updated', { date: format.date(rate.updated_at) });
  if (rate.currency === 'AED' || !canEdit)
    return (
      <li className="flex flex-wrap items-baseline justify-between gap-2 py-3">
        <span className="font-semibold text-slate-900">{t('rates.one', { currency: rate.currency })}</span>
        <span className="text-slate-800">
          {t('rates.aed', { rate: format.number(Number(rate.aed_per_unit), { maximumFractionDigits: 6 }) })}
          {rate.currency === 'AED' ? (
            <span className="ms-2 text-xs text-slate-600">{t('rates.base')}</span>
          ) : (
            <span className="ms-2 text-xs text-slate-600">{updated}</span>
          )}
        </span>
      </li>
    );
  return (
    <li className="py-3">
      <form onSubmit={onSubmit} className="flex items-start gap-3" noValidate>
        <TextField
          label={t('rates.label', { currency: rate.currency })}
          inputMode="decimal"
          className="w-40"
          hint={updated}
          error={formState.errors.aed_per_unit?.message}
          {...register('aed_per_unit')}
        />
        {/* Level with the input: below the label's line (20 px) and the field's gap (6 px). */}
        <Button
          type="submit"
          variant="secondary"
          className="mt-[1.625rem]"
          isPending={save.isPending}
          disabled={!formState.isDirty}
        >
          {t('rates.save', { currency: rate.currency })}
        </Button>
      </form>
    </li>
  );
}
