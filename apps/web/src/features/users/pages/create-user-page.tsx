import { zodResolver } from '@hookform/resolvers/zod';
import { CLIENT_TYPES, type Role, STAFF_ROLES } from '@portal/contract/roles';
import { type CreateUser, createUserSchema } from '@portal/contract/user-admin';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { NotFoundNotice } from '@/components/ui/not-found-notice';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useCreateUser } from '@/features/users/api/users';
import { useProfile } from '@/lib/auth';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useStatusLabels } from '@/lib/labels';
import { errorToast } from '@/lib/toasts';
import { useOrganisationChoices } from '../api/organisations';
import { useT } from '../i18n';

type Input = z.input<typeof createUserSchema>;
const FIELDS = ['client_id', 'role', 'first_name', 'last_name', 'email', 'phone'] as const;
const TENANT_CONSULTANCY: readonly Role[] = ['consultancy_admin', 'consultancy', 'ats'];

/**
 * admin-pannel/create-user/{client}: add a user to an organisation of that type (the operator's
 * staff: any; a consultancy admin: their own). The user is mailed an invitation to set a password.
 */
export function CreateUserPage() {
  const t = useT();
  const labels = useStatusLabels();
  const { client } = useParams();
  const type = CLIENT_TYPES.find((c) => c === client);
  const [params] = useSearchParams();
  const profile = useProfile();
  const own = profile.data?.client;
  const staff = profile.data?.permissions.includes('clients.list') ?? false;
  const orgs = useOrganisationChoices(type ?? 'employer', '');
  const create = useCreateUser();
  const navigate = useNavigate();
  const preset = Number(params.get('client_id')) || (!staff && own ? own.id : undefined);
  const form = useForm<Input, unknown, CreateUser>({
    resolver: zodResolver(createUserSchema),
    values: {
      client_id: preset as number,
      role: type === 'employer' ? 'employer' : 'consultancy',
      first_name: '',
      last_name: '',
      email: '',
      phone: undefined,
    },
    resetOptions: { keepDirtyValues: true },
  });
  if (!type) return <NotFoundNotice />;
  const choices = staff
    ? (orgs.data ?? [])
    : own && own.type === type
      ? [{ id: own.id, name: own.name, is_operator: own.is_operator }]
      : [];
  const clientId = Number(form.watch('client_id'));
  const chosenIsOperator = staff
    ? (orgs.data ?? []).some((o) => o.id === clientId && o.is_operator)
    : own?.is_operator === true;
  const roles: readonly Role[] =
    type === 'employer' ? ['employer'] : chosenIsOperator ? STAFF_ROLES : TENANT_CONSULTANCY;
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const res = await create.mutateAsync(body);
      // navigate() rejects only for another origin; a page that fails shows its error page.
      void navigate(
        staff ? paths.admin.user.href({ id: res.data.id }) : paths.consultancyAdmin.dashboard.href(),
      );
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS)) errorToast(error);
    }
  });

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <PageHeader
        title={type === 'employer' ? t('newUser.title.employer') : t('newUser.title.consultancy')}
        description={t('newUser.description')}
      />
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2 sm:p-8"
      >
        <SelectField
          label={t('col.organisation')}
          className="sm:col-span-2"
          placeholder={t('newUser.chooseOrganisation')}
          options={choices.map((o) => ({ value: String(o.id), label: o.name }))}
          error={errors.client_id?.message}
          {...register('client_id', { setValueAs: (v: string) => (v ? Number(v) : undefined) })}
        />
        <SelectField
          label={t('col.role')}
          className="sm:col-span-2"
          options={roles.map((r) => ({ value: r, label: labels.role(r) }))}
          error={errors.role?.message}
          {...register('role')}
        />
        <TextField
          label={t('form.firstName')}
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField label={t('form.lastName')} error={errors.last_name?.message} {...register('last_name')} />
        <TextField
          label={t('form.email')}
          type="email"
          dir="ltr"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('form.phoneOptional')}
          type="tel"
          dir="ltr"
          error={errors.phone?.message}
          {...register('phone', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
        />
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" isPending={isSubmitting}>
            {t('newUser.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
