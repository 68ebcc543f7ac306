import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useStartSession } from '@/lib/auth';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { readReturnTo, returnNavigation } from '@/lib/return-to';
import { errorToast, successToast } from '@/lib/toasts';
import { useRegisterCandidate } from '../api/register-candidate';
import { candidateSignUpSchema } from '../schemas';
import { NewPasswordFields, PersonFields } from './person-fields';

type Input = z.input<typeof candidateSignUpSchema>;
type Output = z.output<typeof candidateSignUpSchema>;
const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'password'] as const;

/** Candidates are signed in as soon as they register (201 carries a token). */
export function CandidateSignUpForm() {
  const registerCandidate = useRegisterCandidate();
  const startSession = useStartSession();
  const navigate = useNavigate();
  const back = readReturnTo(new URLSearchParams(useLocation().search));
  const form = useForm<Input, unknown, Output>({
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
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ confirm_password: _confirm, ...body }) => {
    try {
      const res = await registerCandidate.mutateAsync(body);
      await startSession(res.data);
      successToast(res);
      // Back to the job or search they came from (the wizard waits on the dashboard); otherwise new
      // candidates go straight into the profile wizard (personal details first).
      if (back) navigate(...returnNavigation(back));
      else navigate(paths.candidate.personalCreate.href(), { replace: true });
    } catch (error) {
      // One message per problem: under its field when it has one, otherwise a toast.
      if (!applyServerFieldErrors(error, setError, FIELDS)) errorToast(error);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
        <PersonFields phonePlaceholder="+971 50 123 4567" />
        <NewPasswordFields />
        <Button type="submit" size="lg" isPending={isSubmitting} className="w-full sm:col-span-2">
          {isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </FormProvider>
  );
}
