import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, type LoginResponse, loginRequestSchema } from '@portal/contract/auth';
import { localisedPath } from '@portal/contract/locale';
import { isMfaChallenge, type MfaChallenge } from '@portal/contract/mfa';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useT } from '@/features/auth/i18n';
import { homeForRole, useStartSession } from '@/lib/auth';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { pageLocale } from '@/lib/intl/page-locale';
import { readReturnTo, returnNavigation } from '@/lib/return-to';
import { clearErrorToasts, errorToast } from '@/lib/toasts';
import { useSignIn } from '../api/sign-in';
import type { AuthKind } from '../kinds';
import { MfaEnrolStep, MfaVerifyStep } from './mfa-steps';

export function SignInForm({ kind }: { kind: AuthKind }) {
  const t = useT();
  const signIn = useSignIn(kind);
  const startSession = useStartSession();
  const navigate = useNavigate();
  const back = readReturnTo(new URLSearchParams(useLocation().search));
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const finish = async (login: LoginResponse) => {
    const role = await startSession(login);
    clearErrorToasts();
    // Anyone sent here with a way back (a mailed link's page, a candidate's job or search) goes back
    // there; otherwise candidate -> /candidate, employer -> /employer/dashboard, staff per the role
    // redirect. navigate() rejects only for another origin; `back` passed safeNext, home is ours.
    const target = back ? back.next : (homeForRole(role) ?? paths.home.href());
    // An account in the other language lands on its pages (the answer set the `lang` cookie too):
    // a new page load, as the language switch does, since the whole page changes language.
    if (login.user.locale !== pageLocale) window.location.replace(localisedPath(login.user.locale, target));
    else if (back) void navigate(...returnNavigation(back, role));
    else void navigate(target, { replace: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await signIn.mutateAsync(values);
      if (isMfaChallenge(answer)) {
        clearErrorToasts();
        setChallenge(answer);
      } else await finish(answer);
    } catch (error) {
      // One message per problem: under its field when it has one, otherwise a toast.
      if (!applyServerFieldErrors(error, setError, ['email', 'password'])) errorToast(error);
    }
  });

  if (challenge) {
    const Step = challenge.mfa === 'verify' ? MfaVerifyStep : MfaEnrolStep;
    return <Step challenge={challenge} onSession={finish} onRestart={() => setChallenge(null)} />;
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label={t('field.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="flex flex-col gap-2">
        <TextField
          label={t('field.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link
          to={`${paths.auth.forgotPassword.href()}?from=${kind}`}
          className="self-end text-sm font-medium text-primary-800 hover:underline"
        >
          {t('signIn.forgot')}
        </Link>
      </div>
      <Button type="submit" size="lg" isPending={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? t('signIn.pending') : t('common.signIn')}
      </Button>
    </form>
  );
}
