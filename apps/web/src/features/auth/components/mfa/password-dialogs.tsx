import { zodResolver } from '@hookform/resolvers/zod';
import { mfaDisableSchema, mfaNewCodesSchema } from '@portal/contract/mfa';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';

type Props<T> = { open: boolean; onClose: () => void; onSubmit: (values: T) => Promise<unknown> };

/** Turning two-step sign-in off asks for what an intruder with only the password lacks: a code. */
export function TurnOffDialog({ open, onClose, onSubmit }: Props<{ password: string; code: string }>) {
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
      title="Turn off two-step sign-in?"
      className="max-w-md"
    >
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          Sign-in will ask only for your password. Enter your password and a code from your app (or a recovery
          code) to confirm.
        </p>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Code"
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...register('code')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" isPending={isSubmitting}>
            Turn off
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** New recovery codes replace the old ones, so the password confirms it is the owner asking. */
export function NewCodesDialog({ open, onClose, onSubmit }: Props<{ password: string }>) {
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
      title="Make new recovery codes?"
      className="max-w-md"
    >
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <p className="text-sm text-slate-700">Your current recovery codes will stop working.</p>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" isPending={isSubmitting}>
            Make new codes
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
