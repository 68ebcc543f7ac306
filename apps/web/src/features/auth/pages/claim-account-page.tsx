import { zodResolver } from '@hookform/resolvers/zod';
import { type ClaimInfo, MATCH_REASON_LABELS } from '@portal/contract/candidate-create';
import { passwordField } from '@portal/contract/fields';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { signInHref } from '@/config/paths';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';
import { useClaimAccount, useClaimInfo, useObjectToListing } from '../api/claim-account';
import { AuthPanel } from '../components/auth-panel';
import { NewPasswordFields } from '../components/person-fields';

const schema = z
  .object({ password: passwordField, confirm_password: z.string().min(1, 'Please confirm your password') })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords do not match',
  });
type Values = z.infer<typeof schema>;

/**
 * /auth/claim-account?token=: a candidate a recruiter added takes the account over by choosing a
 * password, or says they do not want to be listed (their profile is hidden at once).
 */
export function ClaimAccountPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useClaimInfo(token);
  const claim = useClaimAccount();
  const object = useObjectToListing();
  const [done, setDone] = useState<'claimed' | 'objected' | null>(null);
  const [asking, setAsking] = useState(params.get('action') === 'object');
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm_password: '' },
  });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await claim.mutateAsync({ token, password });
      setDone('claimed');
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['password'])) errorToast(error);
    }
  });
  const status = done ?? info.data?.status;

  return (
    <AuthPanel kind="candidate" title="Your profile on Logistics Jobs" subtitle="A recruiter added you.">
      {!token || info.isError ? (
        <EmptyState title="This link no longer works">
          It has expired or is not complete. Sign up with the same e-mail to make your account yours.
        </EmptyState>
      ) : info.isLoading || !info.data ? (
        <Loading />
      ) : (
        <div className="grid gap-5">
          <p className="text-slate-700 [overflow-wrap:anywhere]">
            Hello {info.data.first_name}, {info.data.added_by ?? 'a recruiter'} added your profile (
            <strong>{info.data.email}</strong>) so that employers can find you.
          </p>
          {status === 'open' && info.data.likely_duplicates.length ? (
            <LikelyDuplicates duplicates={info.data.likely_duplicates} />
          ) : null}
          {status === 'objected' ? (
            <p role="status" className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
              Your profile is hidden: recruiters no longer find you in the CV database.
            </p>
          ) : null}
          {status === 'claimed' ? (
            <div role="status" className="space-y-4">
              <p className="text-slate-800">The account is yours. Sign in with your password.</p>
              <ButtonLink to={signInHref('candidate')}>Sign in</ButtonLink>
            </div>
          ) : (
            <FormProvider {...form}>
              <form onSubmit={onSubmit} noValidate className="grid gap-5">
                <NewPasswordFields label="Choose a password" />
                <Button type="submit" size="lg" isPending={form.formState.isSubmitting} className="w-full">
                  Claim my account
                </Button>
              </form>
            </FormProvider>
          )}
          {status !== 'objected' ? (
            <Button variant="ghost" onClick={() => setAsking(true)}>
              Do not list me
            </Button>
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={asking && info.data != null && status !== 'objected'}
        title="Hide your profile?"
        confirmLabel="Do not list me"
        variant="danger"
        isPending={object.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          object.mutate(token, {
            onSuccess: () => {
              setAsking(false);
              setDone((d) => (d === 'claimed' ? d : 'objected'));
              void info.refetch();
            },
          })
        }
      >
        Recruiters will no longer find you in the CV database. Applications you send still reach employers.
      </ConfirmDialog>
    </AuthPanel>
  );
}

/**
 * Other accounts that are likely the claimer's own: each as a masked e-mail and why, so they sign in
 * there instead of keeping two profiles (nothing else of those accounts is shown).
 */
function LikelyDuplicates({ duplicates }: { duplicates: ClaimInfo['likely_duplicates'] }) {
  return (
    <section
      aria-labelledby="claim-duplicates-title"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id="claim-duplicates-title" className="font-semibold">
        You may already have an account
      </h2>
      <ul className="space-y-1">
        {duplicates.map((d) => (
          <li key={d.masked_email} className="[overflow-wrap:anywhere]">
            <strong>{d.masked_email}</strong> ({d.matched_on.map((r) => MATCH_REASON_LABELS[r]).join(', ')})
          </li>
        ))}
      </ul>
      <p>If it is yours, sign in instead of claiming this one, so your applications stay in one place.</p>
      <ButtonLink to={signInHref('candidate')} variant="secondary">
        Sign in instead
      </ButtonLink>
    </section>
  );
}
