import { zodResolver } from '@hookform/resolvers/zod';
import { requestOtpSchema } from '@portal/contract/auth';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/features/auth/i18n';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToast, successToast } from '@/lib/toasts';
import { useRequestOtp } from '../api/request-otp';

type Input = z.input<typeof requestOtpSchema>;
type Output = z.output<typeof requestOtpSchema>;

/**
 * Step 1: the e-mail address; on success the caller keeps it in the store for step 2. With
 * `haveCode` (the reset mail's link, which carries no address) the address leads straight to step 2
 * with the code already mailed, and sending a new one is the other choice.
 */
export function RequestCodeForm({
  defaultEmail,
  onSent,
  haveCode,
  onHaveCode,
  onToggleHaveCode,
}: {
  defaultEmail: string;
  onSent: (email: string) => void;
  haveCode: boolean;
  onHaveCode: (email: string) => void;
  onToggleHaveCode: () => void;
}) {
  const t = useT();
  const requestOtp = useRequestOtp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(requestOtpSchema),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    if (haveCode) {
      onHaveCode(email);
      return;
    }
    try {
      successToast(await requestOtp.mutateAsync(email));
      onSent(email);
    } catch (error) {
      // One message per problem: under its field when it has one, otherwise a toast.
      if (!applyServerFieldErrors(error, setError, ['email'])) errorToast(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label={t('field.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" isPending={isSubmitting} className="w-full">
        {haveCode ? t('request.enterCode') : isSubmitting ? t('request.sending') : t('request.send')}
      </Button>
      <button
        type="button"
        onClick={onToggleHaveCode}
        className="self-start text-sm font-semibold text-primary-800 hover:underline"
      >
        {haveCode ? t('request.newCode') : t('request.haveCode')}
      </button>
    </form>
  );
}
