import { zodResolver } from '@hookform/resolvers/zod';
import type { AlertCriteria, JobAlert } from '@portal/contract/alerts';
import { useMemo } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/features/job-alerts/i18n';
import { useEmploymentTypeLabel } from '@/lib/employment-type';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';
import { useSaveAlert } from '../api/alert-api';
import { AlertCriteriaFields } from './alert-criteria-fields';
import {
  type AlertFormOutput,
  type AlertFormValues,
  alertFormSchema,
  formValuesOf,
  nameAndFrequencySchema,
  needsSummary,
} from './alert-form-values';
import { criteriaLabels, frequencyFromSearch, nameFromLabels } from './criteria';
import { CriteriaChips } from './criteria-chips';
import { useCriteriaNames } from './use-criteria-names';

type AlertDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Editing: the alert. */
  alert?: JobAlert;
  /** Creating from a search: its criteria, shown rather than edited. */
  fromSearch?: AlertCriteria;
};

const FIELDS: Path<AlertFormValues>[] = [
  'name',
  'frequency',
  ...(
    [
      'keyword',
      'location',
      'designation',
      'functional_area',
      'employment_type',
      'experience',
      'salary_min',
      'salary_max',
    ] as const
  ).map((k) => `criteria.${k}` as const),
];

/** New alert (by hand or from a search) and edit, in one dialog. */
export function AlertDialog({ open, onClose, alert, fromSearch }: AlertDialogProps) {
  const t = useT();
  const names = useCriteriaNames();
  const typeLabel = useEmploymentTypeLabel();
  const fixed = fromSearch ?? (alert && needsSummary(alert.criteria) ? alert.criteria : undefined);
  const suggested = fromSearch ? nameFromLabels(criteriaLabels(fromSearch, names, t, typeLabel), t) : '';
  const defaults = useMemo(
    () =>
      fromSearch
        ? { ...formValuesOf(null), name: suggested, frequency: frequencyFromSearch(fromSearch) }
        : formValuesOf(alert ?? null),
    [alert, fromSearch, suggested],
  );
  const form = useForm<AlertFormValues, unknown, Partial<AlertFormOutput>>({
    resolver: fixed ? zodResolver(nameAndFrequencySchema) : zodResolver(alertFormSchema),
    values: defaults,
    resetOptions: { keepDirtyValues: true },
  });
  const save = useSaveAlert();

  const submit = form.handleSubmit((values) => {
    const body = fixed && fromSearch ? { ...values, criteria: fromSearch } : values;
    save.mutate(
      { id: alert?.id, body: body as never },
      {
        onSuccess: () => onClose(),
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, FIELDS)) errorToast(error);
        },
      },
    );
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={alert ? t('dialog.edit') : t('dialog.create')}
      // The location list makes the form taller than a phone's screen: the dialog scrolls inside.
      className="max-h-[90vh] overflow-y-auto sm:max-w-xl"
    >
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="space-y-4">
          {fixed ? (
            <div>
              <p className="text-sm text-slate-600">
                {fromSearch ? t('dialog.fromSearch') : t('dialog.matching')}
              </p>
              <CriteriaChips labels={criteriaLabels(fixed, names, t, typeLabel)} className="mt-2" />
            </div>
          ) : (
            <AlertCriteriaFields />
          )}
          <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
            <TextField
              label={t('dialog.name')}
              placeholder={t('dialog.namePlaceholder')}
              maxLength={100}
              error={form.formState.errors.name?.message}
              {...form.register('name')}
            />
            <SelectField
              label={t('dialog.frequency')}
              options={[
                { value: 'daily', label: t('dialog.daily') },
                { value: 'weekly', label: t('dialog.weekly') },
              ]}
              error={form.formState.errors.frequency?.message}
              {...form.register('frequency')}
            />
          </div>
          {form.formState.errors.criteria?.root?.message || form.formState.errors.criteria?.message ? (
            <p role="alert" className="text-sm text-red-700">
              {form.formState.errors.criteria?.root?.message ?? form.formState.errors.criteria?.message}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="ghost" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" isPending={save.isPending}>
              {alert ? t('dialog.save') : t('dialog.createButton')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Dialog>
  );
}
