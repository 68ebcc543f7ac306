import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useStartSession } from '@/lib/auth';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToast, successToast } from '@/lib/toasts';
import { useRegisterCandidate } from '../api/register-candidate';
import { candidateSignUpSchema, PASSWORD_HINT } from '../schemas';

type Input = z.input<typeof candidateSignUpSchema>;
type Output = z.output<typeof candidateSignUpSchema>;
const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'password'] as const;

/** Candidates are signed in as soon as they register (201 carries a token). */
export function CandidateSignUpForm() {
  const registerCandidate = useRegisterCandidate();
  const startSession = useStartSession();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(candidateSignUpSchema),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      password: '',
      confirm_password: '',
    },
  });

  const onSubmit = handleSubmit(async ({ confirm_password: _confirm, ...body }) => {
    try {
      const res = await registerCandidate.mutateAsync(body);
      await startSession(res.data);
      successToast(res);
      navigate(paths.candidate.home.href(), { replace: true });
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      errorToast(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="First name"
        autoComplete="given-name"
        error={errors.first_name?.message}
        {...register('first_name')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        error={errors.last_name?.message}
        {...register('last_name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder="+971 50 123 4567"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
      <Button type="submit" size="lg" isPending={isSubmitting} className="w-full sm:col-span-2">
        {isSubmitting ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
