import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, type ChangePasswordForm as Values } from '@portal/contract/account';
import { useForm } from 'react-hook-form';
import { AccountSection } from '@/components/ui/account-section';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useChangePassword } from '@/features/auth/api/change-password';
import { useT } from '@/features/auth/i18n';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToast, successToast } from '@/lib/toasts';

const EMPTY: Values = { current_password: '', new_password: '', confirm_password: '' };

/** Change password (any role): current, new, confirmation; other devices are signed out. */
export function ChangePasswordForm({ framed = true }: { framed?: boolean }) {
  const t = useT();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(({ current_password, new_password }) =>
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: (res) => {
          // Wrapped as an API response: the toast reads `.data.message`, and the body has a `data` of its own.
          successToast({ data: res });
          reset(EMPTY);
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, setError, ['current_password', 'new_password']))
            errorToast(error);
        },
      },
    ),
  );

  return (
    <AccountSection title={t('change.title')} description={t('change.description')} framed={framed}>
      <form onSubmit={onSubmit} noValidate className="mt-4 grid max-w-md gap-4">
        <TextField
          label={t('change.current')}
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <TextField
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          hint={t('change.hint')}
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <TextField
          label={t('change.confirm')}
          type="password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <Button type="submit" className="justify-self-start" isPending={change.isPending}>
          {t('change.title')}
        </Button>
      </form>
    </AccountSection>
  );
}
