import { Plus, Trash2 } from 'lucide-react';
import { type FieldError, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { useMasterList } from '@/lib/master-data';
import { useT } from '../../i18n';
import { type JobFormShape, numberOrNull } from './job-form-values';

const MAX_LOCATIONS = 10;

function LocationRow({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const t = useT();
  const { register, control, setValue, formState } = useFormContext<JobFormShape>();
  const row = useWatch({ control, name: `locations.${index}` });
  const { data: countries = [] } = useMasterList('countries');
  const { data: states = [] } = useMasterList('states');
  const { data: cities = [] } = useMasterList('cities');
  const countryId = Number(row?.country_id) || null;
  const stateId = Number(row?.state_id) || null;
  const rowStates = states.filter((s) => s.parent_id === countryId);
  const rowCities = cities.filter((c) => c.parent_id === stateId);
  const errors = formState.errors.locations?.[index] as
    | { country_id?: FieldError; state_id?: FieldError; city_id?: FieldError }
    | undefined;
  const n = index + 1;

  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
      <SelectField
        label={t('loc.country', { n })}
        placeholder={t('loc.chooseCountry')}
        options={countries.map((c) => ({ value: String(c.id), label: c.name }))}
        error={errors?.country_id?.message}
        {...register(`locations.${index}.country_id`, {
          setValueAs: numberOrNull,
          onChange: () => {
            setValue(`locations.${index}.state_id`, null);
            setValue(`locations.${index}.city_id`, null);
          },
        })}
      />
      <SelectField
        label={t('loc.state', { n })}
        placeholder={countryId ? t('loc.any') : t('loc.countryFirst')}
        disabled={!countryId || rowStates.length === 0}
        options={rowStates.map((s) => ({ value: String(s.id), label: s.name }))}
        error={errors?.state_id?.message}
        {...register(`locations.${index}.state_id`, {
          setValueAs: numberOrNull,
          onChange: () => setValue(`locations.${index}.city_id`, null),
        })}
      />
      <SelectField
        label={t('loc.city', { n })}
        placeholder={stateId ? t('loc.any') : t('loc.emirateFirst')}
        disabled={!stateId || rowCities.length === 0}
        options={rowCities.map((c) => ({ value: String(c.id), label: c.name }))}
        error={errors?.city_id?.message}
        {...register(`locations.${index}.city_id`, { setValueAs: numberOrNull })}
      />
      {onRemove ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={t('loc.remove', { n })}
          icon={<Trash2 aria-hidden className="size-4" />}
          className="justify-self-start sm:mb-1"
        />
      ) : (
        <span className="hidden sm:block sm:w-9" />
      )}
    </li>
  );
}

/** One or more locations: country, then its emirates/states, then their cities. */
export function LocationRows() {
  const t = useT();
  const { control, formState } = useFormContext<JobFormShape>();
  const { fields, append, remove } = useFieldArray({ control, name: 'locations' });
  const listError = formState.errors.locations as
    | { message?: string; root?: { message?: string } }
    | undefined;
  const message = listError?.message ?? listError?.root?.message;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-slate-800">{t('loc.legend')}</legend>
      <ul className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <LocationRow
            key={field.id}
            index={index}
            onRemove={fields.length > 1 ? () => remove(index) : undefined}
          />
        ))}
      </ul>
      {message ? <p className="text-sm text-red-700">{message}</p> : null}
      {fields.length < MAX_LOCATIONS ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => append({ country_id: '', state_id: null, city_id: null })}
          icon={<Plus aria-hidden className="size-4" />}
        >
          {t('loc.add')}
        </Button>
      ) : null}
    </fieldset>
  );
}
