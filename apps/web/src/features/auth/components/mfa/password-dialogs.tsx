import { zodResolver } from '@hookform/resolvers/zod';
import { mfaDisableSchema, mfaNewCodesSchema } from '@portal/contract/mfa';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/features/auth/i18n';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';

type Props<T> = { open: boolean; onClose: () => void; onSubmit: (values: T) => Promise<unknown> };

/** Turning two-step sign-in off asks for what an intruder with only the password lacks: a code. */
export function TurnOffDialog({ open, onClose, onSubmit }: Props<{ password: string; code: string }>) {
  const t = useT();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(mfaDisableSchema), defaultValues: { password: '', code: '' } });
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      reset();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['password', 'code'])) errorToast(error);
    }
  });
  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : close}
      title={t('off.title')}
      className="max-w-md"
    >
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <p className="text-sm text-slate-700">{t('off.text')}</p>
        <TextField
          label={t('field.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label={t('mfa.code')}
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...register('code')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" isPending={isSubmitting}>
            {t('off.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** New recovery codes replace the old ones, so the password confirms it is the owner asking. */
export function NewCodesDialog({ open, onClose, onSubmit }: Props<{ password: string }>) {
  const t = useT();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(mfaNewCodesSchema), defaultValues: { password: '' } });
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      reset();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['password'])) errorToast(error);
    }
  });
  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : close}
      title={t('codes.newTitle')}
      className="max-w-md"
    >
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <p className="text-sm text-slate-700">{t('codes.newText')}</p>
        <TextField
          label={t('field.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isPending={isSubmitting}>
            {t('codes.make')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
