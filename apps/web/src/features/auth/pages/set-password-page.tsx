import { zodResolver } from '@hookform/resolvers/zod';
import { passwordField } from '@portal/contract/fields';
import type { Role } from '@portal/contract/roles';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { signInHref } from '@/config/paths';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';
import { usePasswordLink, useSetPassword } from '../api/set-password';
import { AuthPanel } from '../components/auth-panel';
import { NewPasswordFields } from '../components/person-fields';

const schema = z
  .object({ password: passwordField, confirm_password: z.string().min(1, 'Please confirm your password') })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords do not match',
  });
type Values = z.infer<typeof schema>;

/** Where each role signs in: the staff page for administrators, the organisation's page otherwise. */
const signInFor = (role: Role) =>
  role === 'candidate'
    ? signInHref('candidate')
    : role === 'employer'
      ? signInHref('employer')
      : role === 'master_admin'
        ? signInHref('admin')
        : signInHref('consultancy');

/** /auth/set-password?token=: an invitation or an administrator's reset link sets the password once. */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = usePasswordLink(token);
  const setPassword = useSetPassword();
  const [done, setDone] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm_password: '' },
  });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await setPassword.mutateAsync({ token, password });
      setDone(true);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['password'])) errorToast(error);
    }
  });

  return (
    <AuthPanel kind="admin" title="Set your password" subtitle="Choose the password you will sign in with.">
      {!token || link.isError ? (
        <EmptyState title="This link no longer works">
          It has expired or was already used. Ask your administrator to send a new one.
        </EmptyState>
      ) : link.isLoading || !link.data ? (
        <Loading />
      ) : done ? (
        <div className="space-y-4" role="status">
          <p className="text-slate-800">Your password is set, {link.data.first_name}. You can sign in now.</p>
          <ButtonLink to={signInFor(link.data.role)}>Sign in</ButtonLink>
        </div>
      ) : (
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            <p className="text-slate-700">
              Hello {link.data.first_name}, this sets the password of <strong>{link.data.email}</strong>.
            </p>
            <NewPasswordFields label="New password" />
            <Button type="submit" size="lg" isPending={form.formState.isSubmitting} className="w-full">
              Set password
            </Button>
          </form>
        </FormProvider>
      )}
    </AuthPanel>
  );
}
