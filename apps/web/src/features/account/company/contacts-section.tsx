import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CompanyContact,
  type CompanyProfile,
  companyContactInputSchema,
} from '@portal/contract/company-profile';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/ui/text-field';
import { useT } from '../i18n';
import { useSaveContact } from './api';
import { FormButtons } from './form-buttons';
import { saveForm, textOrNull } from './form-save';
import { ItemList } from './item-list';

type Input = z.input<typeof companyContactInputSchema>;
type Output = z.output<typeof companyContactInputSchema>;
const FIELDS = ['name', 'role', 'email', 'phone', 'is_public'] as const;

function ContactForm({ item, close }: { item?: CompanyContact; close: () => void }) {
  const t = useT();
  const save = useSaveContact();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(companyContactInputSchema),
    defaultValues: {
      name: item?.name ?? '',
      role: item?.role ?? '',
      email: item?.email ?? '',
      phone: item?.phone ?? '',
      is_public: item?.is_public ?? false,
    },
  });
  const e = form.formState.errors;
  const onSubmit = form.handleSubmit(async (body) => {
    const saved = await saveForm(
      () => save.mutateAsync({ id: item?.id, body: { ...body, phone: body.phone ?? null } }),
      form.setError,
      FIELDS,
    );
    if (saved) close();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('name')} autoComplete="off" error={e.name?.message} {...form.register('name')} />
      <TextField
        label={t('contacts.role')}
        placeholder={t('contacts.rolePlaceholder')}
        error={e.role?.message}
        {...form.register('role')}
      />
      <TextField
        label={t('email')}
        type="email"
        dir="ltr"
        error={e.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t('phoneOptional')}
        type="tel"
        dir="ltr"
        error={e.phone?.message}
        {...form.register('phone', { setValueAs: textOrNull })}
      />
      <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-2">
        <input type="checkbox" className="size-4 accent-primary-700" {...form.register('is_public')} />
        {t('contacts.publicCheck')}
      </label>
      <FormButtons isPending={save.isPending} onCancel={close} />
    </form>
  );
}

export function ContactsSection({ profile }: { profile: CompanyProfile }) {
  const t = useT();
  return (
    <ItemList
      anchor="company-contacts"
      title={t('contacts.title')}
      kind="contact"
      max={20}
      items={profile.contacts}
      empty={t('contacts.empty')}
      describe={(c) => `${c.name}, ${c.role}`}
      renderItem={(c) => (
        <>
          <p className="font-medium text-slate-900">
            {c.name} <span className="font-normal text-slate-600">· {c.role}</span>
          </p>
          <p className="text-sm break-all text-slate-700">{[c.email, c.phone].filter(Boolean).join(' · ')}</p>
          <p className="mt-1 text-xs font-medium text-slate-600">
            {c.is_public ? t('contacts.public') : t('contacts.private')}
          </p>
        </>
      )}
      renderForm={(item, close) => <ContactForm item={item} close={close} />}
    />
  );
}
