import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountSchema } from '@portal/contract/auth';
import { API } from '@portal/contract/paths';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AccountSection } from '@/components/ui/account-section';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/features/auth/i18n';
import { useLogout } from '@/lib/auth';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useRestMutation } from '@/lib/use-api-mutation';

type Values = { password: string };

/** Deleting asks for the password again, then signs out. */
export function DeleteAccount({ framed = true }: { framed?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const remove = useRestMutation({ method: 'post', path: API.user.delete, variant: 'json', redirect: '#' });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: '' } });

  const close = () => {
    setOpen(false);
    reset();
  };
  const onSubmit = handleSubmit((body) =>
    remove.mutate(
      { body },
      {
        onSuccess: () => {
          setOpen(false);
          logout();
        },
        onError: (error) => applyServerFieldErrors(error, setError, ['password']),
      },
    ),
  );

  return (
    <AccountSection title={t('delete.title')} description={t('delete.description')} framed={framed} danger>
      <Button variant="danger-outline" className="mt-4" onClick={() => setOpen(true)}>
        {t('delete.title')}
      </Button>
      <Dialog
        open={open}
        onClose={remove.isPending ? undefined : close}
        title={t('delete.dialog')}
        className="max-w-md"
      >
        <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
          <p className="text-sm text-slate-700">{t('delete.text')}</p>
          <TextField
            label={t('field.password')}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close} disabled={remove.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="danger" isPending={remove.isPending}>
              {t('delete.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </AccountSection>
  );
}
