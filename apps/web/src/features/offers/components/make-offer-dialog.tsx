import { CURRENCIES, SALARY_PERIODS } from '@portal/contract/jobs';
import { offerToday } from '@portal/contract/offers';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { paths } from '@/config/paths';
import { serverFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';
import { type MakeOfferBody, useMakeOffer, useOfferTemplates } from '../api/offers';

const PERIOD_LABELS: Record<string, string> = {
  MONTH: 'Per month',
  YEAR: 'Per year',
  WEEK: 'Per week',
  DAY: 'Per day',
  HOUR: 'Per hour',
};
const inDays = (n: number) => offerToday(new Date(Date.now() + n * 86_400_000));

type Props = { applicationId: number; candidate: string; open: boolean; onClose: () => void };

/** The offer form: template, salary with currency, start date, benefits and how long the offer stands. */
export function MakeOfferDialog({ applicationId, candidate, open, onClose }: Props) {
  const templates = useOfferTemplates({ page_size: 100 });
  const make = useMakeOffer(applicationId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const list = templates.data?.data ?? [];
  const today = offerToday();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const local: Record<string, string> = {};
    if (!text('template_id')) local.template_id = 'Choose a template';
    if (!text('salary_amount')) local.salary_amount = 'Enter the salary';
    else if (Number(text('salary_amount')) <= 0) local.salary_amount = 'The salary must be a positive amount';
    if (!text('start_date')) local.start_date = 'Enter the start date';
    else if (text('start_date') < today) local.start_date = 'The start date cannot be in the past';
    if (!text('expires_on')) local.expires_on = 'Enter the expiry date';
    else if (text('expires_on') < today) local.expires_on = 'The expiry date cannot be in the past';
    setErrors(local);
    if (Object.keys(local).length) return;
    const body = {
      template_id: Number(text('template_id')),
      salary_amount: Number(text('salary_amount')),
      currency: text('currency'),
      salary_period: text('salary_period'),
      start_date: text('start_date'),
      expires_on: text('expires_on'),
      benefits: text('benefits'),
    } as MakeOfferBody;
    make.mutate(body, {
      onSuccess: () => onClose(),
      onError: (error) => {
        const fields = serverFieldErrors(error, 400);
        if (fields) setErrors(fields);
        else errorToast(error);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onClose={make.isPending ? undefined : onClose}
      title={`Make an offer to ${candidate}`}
      className="max-h-[90vh] max-w-lg overflow-y-auto"
    >
      {templates.isLoading ? (
        <p role="status" className="py-6 text-center text-slate-600">
          Loading templates...
        </p>
      ) : list.length === 0 ? (
        <div className="mt-3 text-sm text-slate-700">
          <p>Your organisation has no offer-letter template yet.</p>
          <Link
            to={paths.management.offerTemplates.href()}
            className="mt-2 inline-block font-medium text-primary-700 underline"
          >
            Create an offer template
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <SelectField
            name="template_id"
            label="Letter template"
            defaultValue={String(list[0]?.id ?? '')}
            options={list.map((t) => ({ value: String(t.id), label: t.name }))}
            error={errors.template_id}
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_7rem]">
            <TextField
              name="salary_amount"
              label="Salary"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              error={errors.salary_amount}
            />
            <SelectField
              name="currency"
              label="Currency"
              defaultValue="AED"
              options={CURRENCIES.map((c) => ({ value: c, label: c }))}
              error={errors.currency}
            />
          </div>
          <SelectField
            name="salary_period"
            label="Paid"
            defaultValue="MONTH"
            options={SALARY_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] ?? p }))}
            error={errors.salary_period}
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              name="start_date"
              label="Start date"
              type="date"
              min={today}
              defaultValue={inDays(30)}
              required
              error={errors.start_date}
            />
            <TextField
              name="expires_on"
              label="Answer by"
              type="date"
              min={today}
              defaultValue={inDays(7)}
              required
              error={errors.expires_on}
              hint="The offer expires after this day."
            />
          </div>
          <TextareaField
            name="benefits"
            label="Benefits"
            rows={3}
            maxLength={2000}
            placeholder="Housing allowance, transport, annual flight ticket"
            error={errors.benefits}
          />
          <p className="text-sm text-slate-600">
            The letter is made into a PDF and e-mailed to the candidate with a link to accept or decline. The
            application moves to Offered.
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={onClose} disabled={make.isPending}>
              Cancel
            </Button>
            <Button type="submit" isPending={make.isPending}>
              Send offer
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
