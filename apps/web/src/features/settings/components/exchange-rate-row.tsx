import { zodResolver } from '@hookform/resolvers/zod';
import { type ExchangeRate, exchangeRateUpdateSchema } from '@portal/contract/exchange-rates';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { formatDate } from '@/lib/job-format';
import { errorToast } from '@/lib/toasts';
import { useUpdateExchangeRate } from '../api/update-exchange-rate';

type Input = z.input<typeof exchangeRateUpdateSchema>;
type Output = z.output<typeof exchangeRateUpdateSchema>;

/** One currency: its rate to AED, editable by staff who manage master data. */
export function ExchangeRateRow({ rate, canEdit }: { rate: ExchangeRate; canEdit: boolean }) {
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
  const updated = `Updated ${formatDate(rate.updated_at)}`;
  if (rate.currency === 'AED' || !canEdit)
    return (
      <li className="flex flex-wrap items-baseline justify-between gap-2 py-3">
        <span className="font-semibold text-slate-900">1 {rate.currency}</span>
        <span className="text-slate-800">
          {rate.aed_per_unit} AED
          {rate.currency === 'AED' ? (
            <span className="ms-2 text-xs text-slate-600">(the base currency)</span>
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
          label={`AED for 1 ${rate.currency}`}
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
          Save {rate.currency}
        </Button>
      </form>
    </li>
  );
}
