import { zodResolver } from '@hookform/resolvers/zod';
import type { Role } from '@portal/contract/roles';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { signInHref } from '@/config/paths';
import { useT } from '@/features/auth/i18n';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';
import { usePasswordLink, useSetPassword } from '../api/set-password';
import { AuthPanel } from '../components/auth-panel';
import { NewPasswordFields } from '../components/person-fields';
import { choosePasswordSchema } from '../schemas';

type Values = z.infer<ReturnType<typeof choosePasswordSchema>>;

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
  const t = useT();
  const schema = useMemo(() => choosePasswordSchema(t), [t]);
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
    <AuthPanel kind="admin" title={t('setPassword.title')} subtitle={t('setPassword.subtitle')}>
      {!token || link.isError ? (
        <EmptyState title={t('link.expired')}>{t('setPassword.expiredText')}</EmptyState>
      ) : link.isLoading || !link.data ? (
        <Loading />
      ) : done ? (
        <div className="space-y-4" role="status">
          <p className="text-slate-800">{t('setPassword.done', { name: link.data.first_name })}</p>
          <ButtonLink to={signInFor(link.data.role)}>{t('common.signIn')}</ButtonLink>
        </div>
      ) : (
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            <p className="text-slate-700">
              {t.rich('setPassword.hello', {
                name: link.data.first_name,
                email: link.data.email,
                strong: (chunks) => <strong>{chunks}</strong>,
              })}
            </p>
            <NewPasswordFields label={t('password.new')} />
            <Button type="submit" size="lg" isPending={form.formState.isSubmitting} className="w-full">
              {t('setPassword.submit')}
            </Button>
          </form>
        </FormProvider>
      )}
    </AuthPanel>
  );
}
