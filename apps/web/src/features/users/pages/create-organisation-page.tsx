import { zodResolver } from '@hookform/resolvers/zod';
import { CLIENT_TYPES } from '@portal/contract/roles';
import { type ClientCreate, clientCreateSchema } from '@portal/contract/user-admin';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { NotFoundNotice } from '@/components/ui/not-found-notice';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/auth';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';
import { useCreateOrganisation, usePlanChoices } from '../api/organisations';
import { useT } from '../i18n';

const FIELDS = ['company_name', 'first_name', 'last_name', 'email', 'phone', 'plan_id'] as const;
type Input = z.input<typeof clientCreateSchema>;

/**
 * admin-pannel/create/{client}: staff make an employer or consultancy, active at once; its first
 * user gets an invitation mail to set a password.
 */
export function CreateOrganisationPage() {
  const t = useT();
  const { client } = useParams();
  const type = CLIENT_TYPES.find((c) => c === client);
  const profile = useProfile();
  const canCreate = profile.data?.permissions.includes('clients.create') ?? false;
  const plans = usePlanChoices(canCreate && profile.data?.permissions.includes('plans.manage') === true);
  const create = useCreateOrganisation();
  const navigate = useNavigate();
  const form = useForm<Input, unknown, ClientCreate>({
    resolver: zodResolver(clientCreateSchema),
    defaultValues: {
      client_type: type ?? 'employer',
      company_name: '',
      first_name: '',
      last_name: '',
      email: '',
      phone: undefined,
      plan_id: null,
    },
  });
  // The menu's "Add Candidate" reads /create/candidate: the candidates page has its own route.
  if (client === 'candidate') return <Navigate to={paths.admin.createCandidates.href()} replace />;
  if (!type) return <NotFoundNotice />;
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const res = await create.mutateAsync({ ...body, client_type: type });
      // navigate() rejects only for another origin; a page that fails shows its error page.
      void navigate(paths.admin.view.href({ client: type, id: res.data.client_id }));
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS)) errorToast(error);
    }
  });

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <PageHeader
        title={type === 'employer' ? t('org.title.employer') : t('org.title.consultancy')}
        description={type === 'employer' ? t('org.description.employer') : t('org.description.consultancy')}
      />
      {!canCreate ? (
        <p className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
          {t('org.notAllowed')}
        </p>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2 sm:p-8"
        >
          <TextField
            label={t('org.companyName')}
            autoComplete="organization"
            className="sm:col-span-2"
            error={errors.company_name?.message}
            {...register('company_name')}
          />
          <h2 className="text-base font-semibold text-slate-900 sm:col-span-2">{t('org.firstUser')}</h2>
          <TextField
            label={t('form.firstName')}
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label={t('form.lastName')}
            error={errors.last_name?.message}
            {...register('last_name')}
          />
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
            placeholder="+971 4 555 0101"
            error={errors.phone?.message}
            {...register('phone', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
          />
          <SelectField
            label={t('org.plan')}
            className="sm:col-span-2"
            placeholder={t('org.noPlan')}
            options={(plans.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            error={errors.plan_id?.message}
            {...register('plan_id', {
              setValueAs: (v: string) => (v === '' || v == null ? null : Number(v)),
            })}
          />
          <div className="flex justify-end gap-2 sm:col-span-2">
            <Button type="submit" isPending={isSubmitting}>
              {type === 'employer' ? t('org.title.employer') : t('org.title.consultancy')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
