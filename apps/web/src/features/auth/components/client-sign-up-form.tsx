import { zodResolver } from '@hookform/resolvers/zod';
import type { ClientType } from '@portal/contract/roles';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { RegistrationPopup } from '@/components/ui/registration-popup';
import { TextField } from '@/components/ui/text-field';
import { signInHref } from '@/config/paths';
import { useT } from '@/features/auth/i18n';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { clearErrorToasts, errorToast } from '@/lib/toasts';
import { useRegisterClient } from '../api/register-client';
import { clientSignUpSchema } from '../schemas';
import { NewPasswordFields, PersonFields } from './person-fields';

type Input = z.input<ReturnType<typeof clientSignUpSchema>>;
type Output = z.output<ReturnType<typeof clientSignUpSchema>>;
const FIELDS = ['company_name', 'first_name', 'last_name', 'email', 'phone', 'password'] as const;

/**
 * Employers and consultancies register pending; the popup says they await admin activation and
 * that a mail follows. The answer is the same for a known address (whose owner is mailed instead).
 */
export function ClientSignUpForm({ clientType }: { clientType: ClientType }) {
  const t = useT();
  const schema = useMemo(() => clientSignUpSchema(t), [t]);
  const registerClient = useRegisterClient();
  const [registered, setRegistered] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: {
      company_name: '',
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      password: '',
      confirm_password: '',
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ confirm_password: _confirm, ...body }) => {
    try {
      const res = await registerClient.mutateAsync({ ...body, client_type: clientType });
      reset();
      clearErrorToasts();
      setRegistered(res.message);
    } catch (error) {
      // One message per problem: under its field when it has one, otherwise a toast.
      if (!applyServerFieldErrors(error, setError, FIELDS)) errorToast(error);
    }
  });

  return (
    <>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('signUp.company')}
            autoComplete="organization"
            className="sm:col-span-2"
            error={errors.company_name?.message}
            {...register('company_name')}
          />
          <PersonFields phonePlaceholder="+971 4 555 0101" />
          <NewPasswordFields />
          <Button type="submit" size="lg" isPending={isSubmitting} className="w-full sm:col-span-2">
            {isSubmitting ? t('signUp.registering') : t('signUp.register')}
          </Button>
        </form>
      </FormProvider>
      <RegistrationPopup
        open={registered !== null}
        message={registered ?? undefined}
        link={signInHref(clientType)}
        showButton
        onClose={() => setRegistered(null)}
      />
    </>
  );
}
