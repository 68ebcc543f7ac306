import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { useT } from '@/features/auth/i18n';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { readReturnTo } from '@/lib/return-to';
import { clearErrorToasts, errorToast } from '@/lib/toasts';
import { useRegisterCandidate } from '../api/register-candidate';
import { candidateSignUpSchema } from '../schemas';
import { NewPasswordFields, PersonFields } from './person-fields';

type Input = z.input<ReturnType<typeof candidateSignUpSchema>>;
type Output = z.output<ReturnType<typeof candidateSignUpSchema>>;
const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'password'] as const;

/**
 * The account is made when the candidate follows the link mailed to them, so the form ends on a
 * "check your email" panel; the answer is the same for an address that already has an account.
 */
export function CandidateSignUpForm() {
  const t = useT();
  const schema = useMemo(() => candidateSignUpSchema(t), [t]);
  const registerCandidate = useRegisterCandidate();
  const back = readReturnTo(new URLSearchParams(useLocation().search));
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      password: '',
      confirm_password: '',
    },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ confirm_password: _confirm, ...body }) => {
    try {
      // The link brings them back to the job or search they came from.
      const res = await registerCandidate.mutateAsync({
        ...body,
        ...(back ? { return_to: back.next, ...(back.intent ? { return_intent: back.intent } : {}) } : {}),
      });
      clearErrorToasts();
      setSent({ email: body.email, message: res.message });
    } catch (error) {
      // One message per problem: under its field when it has one, otherwise a toast.
      if (!applyServerFieldErrors(error, setError, FIELDS)) errorToast(error);
    }
  });

  if (sent)
    return <CheckYourEmail email={sent.email} message={sent.message} onRestart={() => setSent(null)} />;

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
        <PersonFields phonePlaceholder="+971 50 123 4567" />
        <NewPasswordFields />
        <Button type="submit" size="lg" isPending={isSubmitting} className="w-full sm:col-span-2">
          {isSubmitting ? t('signUp.creating') : t('signUp.create')}
        </Button>
      </form>
    </FormProvider>
  );
}

/** What to do next, announced to screen readers as the form is replaced. */
function CheckYourEmail({
  email,
  message,
  onRestart,
}: {
  email: string;
  message: string;
  onRestart: () => void;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="rounded-2xl border border-primary-100 bg-primary-50 p-6 text-slate-700">
      <MailCheck aria-hidden className="size-8 text-primary-700" />
      <h2 ref={heading} tabIndex={-1} className="mt-3 text-xl font-semibold text-slate-900 outline-none">
        {t('signUp.checkEmail')}
      </h2>
      <p className="mt-2">{message}</p>
      <p className="mt-2">
        {t.rich('signUp.wroteTo', {
          email,
          strong: (chunks) => <strong className="break-all">{chunks}</strong>,
        })}
      </p>
      <Button type="button" variant="secondary" className="mt-4" onClick={onRestart}>
        {t('signUp.otherEmail')}
      </Button>
    </div>
  );
}
