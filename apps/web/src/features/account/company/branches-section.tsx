import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CompanyBranch,
  type CompanyProfile,
  companyBranchInputSchema,
} from '@portal/contract/company-profile';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useMasterLabel, useMasterList } from '@/lib/master-data';
import { useT } from '../i18n';
import { useSaveBranch } from './api';
import { FormButtons } from './form-buttons';
import { numberOrNull, saveForm, textOrNull } from './form-save';
import { ItemList } from './item-list';

type Input = z.input<typeof companyBranchInputSchema>;
type Output = z.output<typeof companyBranchInputSchema>;
const FIELDS = ['name', 'state_id', 'city_id', 'address', 'phone', 'is_head_office'] as const;

function BranchForm({ item, close }: { item?: CompanyBranch; close: () => void }) {
  const t = useT();
  const save = useSaveBranch();
  const countries = useMasterList('countries');
  const states = useMasterList('states');
  const cities = useMasterList('cities');
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(companyBranchInputSchema),
    defaultValues: {
      name: item?.name ?? '',
      state_id: item?.state.id,
      city_id: item?.city?.id ?? null,
      address: item?.address ?? '',
      phone: item?.phone ?? '',
      is_head_office: item?.is_head_office ?? false,
    },
  });
  const e = form.formState.errors;
  const stateId = Number(useWatch({ control: form.control, name: 'state_id' })) || null;
  const countryName = useMemo(
    () => new Map((countries.data ?? []).map((c) => [c.id, c.name])),
    [countries.data],
  );
  const stateOptions = (states.data ?? []).map((s) => ({
    value: String(s.id),
    label: `${s.name}${s.parent_id ? `, ${countryName.get(s.parent_id) ?? ''}` : ''}`,
  }));
  const cityOptions = (cities.data ?? [])
    .filter((c) => c.parent_id === stateId)
    .map((c) => ({ value: String(c.id), label: c.name }));
  const onSubmit = form.handleSubmit(async (body) => {
    const saved = await saveForm(
      () =>
        save.mutateAsync({
          id: item?.id,
          body: { ...body, city_id: body.city_id ?? null, phone: body.phone ?? null },
        }),
      form.setError,
      FIELDS,
    );
    if (saved) close();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('branches.officeName')}
        placeholder={t('branches.officePlaceholder')}
        error={e.name?.message}
        {...form.register('name')}
      />
      <SelectField
        label={t('branches.state')}
        placeholder={states.isLoading ? t('loading') : t('choose')}
        options={stateOptions}
        error={e.state_id?.message}
        {...form.register('state_id', {
          setValueAs: numberOrNull,
          onChange: () => form.setValue('city_id', null),
        })}
      />
      <SelectField
        label={t('branches.city')}
        placeholder={stateId ? t('notSpecified') : t('branches.stateFirst')}
        disabled={!stateId}
        options={cityOptions}
        error={e.city_id?.message}
        {...form.register('city_id', { setValueAs: numberOrNull })}
      />
      <TextField
        label={t('phoneOptional')}
        type="tel"
        dir="ltr"
        error={e.phone?.message}
        {...form.register('phone', { setValueAs: textOrNull })}
      />
      <TextField
        label={t('branches.address')}
        className="sm:col-span-2"
        error={e.address?.message}
        {...form.register('address')}
      />
      <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-2">
        <input type="checkbox" className="size-4 accent-primary-700" {...form.register('is_head_office')} />
        {t('branches.headOfficeCheck')}
      </label>
      <FormButtons isPending={save.isPending} onCancel={close} />
    </form>
  );
}

export const placeOf = (b: CompanyBranch, label: ReturnType<typeof useMasterLabel>) =>
  [label(b.city), label(b.state), label(b.country)]
    .filter((v, i, all) => v && all.indexOf(v) === i)
    .join(', ');

export function BranchesSection({ profile }: { profile: CompanyProfile }) {
  const t = useT();
  const label = useMasterLabel();
  return (
    <ItemList
      anchor="company-branches"
      title={t('branches.title')}
      kind="branch"
      max={50}
      items={profile.branches}
      empty={t('branches.empty')}
      describe={(b) => b.name}
      renderItem={(b) => (
        <>
          <p className="font-medium text-slate-900">
            {b.name}
            {b.is_head_office ? (
              <span className="ms-2 rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-800">
                {t('branches.headOffice')}
              </span>
            ) : null}
          </p>
          <p className="text-sm text-slate-700">{placeOf(b, label)}</p>
          <p className="text-sm text-slate-700">{[b.address, b.phone].filter(Boolean).join(' · ')}</p>
        </>
      )}
      renderForm={(item, close) => <BranchForm item={item} close={close} />}
    />
  );
}
