import { zodResolver } from '@hookform/resolvers/zod';
import { OTP } from '@portal/contract/auth';
import { useEffect, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/features/auth/i18n';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToast, successToast } from '@/lib/toasts';
import { useRequestOtp } from '../api/request-otp';
import { useResetPassword } from '../api/reset-password';
import { newPasswordSchema } from '../schemas';
import { useCountdown } from '../use-countdown';
import { NewPasswordFields } from './person-fields';

type Input = z.input<ReturnType<typeof newPasswordSchema>>;
type Output = z.output<ReturnType<typeof newPasswordSchema>>;

type ResetPasswordFormProps = {
  email: string;
  /** True when the code was just sent from step 1, so the resend wait starts at once. */
  justSent: boolean;
  onDone: (message: string) => void;
  onChangeEmail: () => void;
};

function retryAfterSeconds(error: unknown): number | undefined {
  if (!isApiError(error) || error.status !== 429) return undefined;
  const header = Number(error.response?.headers['retry-after']);
  return Number.isFinite(header) && header > 0 ? header : OTP.resendAfterSeconds;
}

/** Step 2: the code from the e-mail and a new password; resend is enabled after 60 s. */
export function ResetPasswordForm({ email, justSent, onDone, onChangeEmail }: ResetPasswordFormProps) {
  const t = useT();
  const schema = useMemo(() => newPasswordSchema(t), [t]);
  const resetPassword = useResetPassword();
  const requestOtp = useRequestOtp();
  const { left, start } = useCountdown();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { otp: '', password: '', confirm_password: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (justSent) start(OTP.resendAfterSeconds);
  }, [justSent, start]);

  const onSubmit = handleSubmit(async ({ otp, password }) => {
    try {
      const res = await resetPassword.mutateAsync({ email, otp, password });
      onDone(res.message || t('reset.done'));
    } catch (error) {
      // One message per problem: under its field when it has one, otherwise a toast.
      if (!applyServerFieldErrors(error, setError, ['otp', 'password'])) errorToast(error);
    }
  });

  const resend = async () => {
    try {
      successToast(await requestOtp.mutateAsync(email));
      start(OTP.resendAfterSeconds);
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait) start(wait);
      errorToast(error);
    }
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <p className="rounded-lg bg-primary-50 px-4 py-3 text-sm text-slate-800">
          {t.rich('reset.sent', {
            length: OTP.length,
            email,
            minutes: OTP.ttlSeconds / 60,
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
        <TextField
          label={t('reset.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP.length}
          error={errors.otp?.message}
          {...register('otp')}
        />
        <NewPasswordFields label={t('password.new')} />
        <Button type="submit" size="lg" isPending={isSubmitting} className="w-full">
          {isSubmitting ? t('reset.resetting') : t('reset.submit')}
        </Button>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <Button
            variant="ghost"
            size="sm"
            onClick={resend}
            disabled={left > 0}
            isPending={requestOtp.isPending}
          >
            {left > 0 ? t('reset.resendIn', { seconds: left }) : t('reset.resend')}
          </Button>
          <button
            type="button"
            onClick={onChangeEmail}
            className="font-semibold text-primary-800 hover:underline"
          >
            {t('reset.otherEmail')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
