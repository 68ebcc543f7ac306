import { zodResolver } from '@hookform/resolvers/zod';
import type { ClaimInfo, MatchReason } from '@portal/contract/candidate-create';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { signInHref } from '@/config/paths';
import { useT } from '@/features/auth/i18n';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';
import { useClaimAccount, useClaimInfo, useObjectToListing } from '../api/claim-account';
import { AuthPanel } from '../components/auth-panel';
import { NewPasswordFields } from '../components/person-fields';
import { choosePasswordSchema } from '../schemas';

type Values = z.infer<ReturnType<typeof choosePasswordSchema>>;

/**
 * /auth/claim-account?token=: a candidate a recruiter added takes the account over by choosing a
 * password, or says they do not want to be listed (their profile is hidden at once).
 */
export function ClaimAccountPage() {
  const t = useT();
  const schema = useMemo(() => choosePasswordSchema(t), [t]);
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
    <AuthPanel kind="candidate" title={t('claim.title')} subtitle={t('claim.subtitle')}>
      {!token || info.isError ? (
        <EmptyState title={t('link.expired')}>{t('claim.expiredText')}</EmptyState>
      ) : info.isLoading || !info.data ? (
        <Loading />
      ) : (
        <div className="grid gap-5">
          <p className="text-slate-700 [overflow-wrap:anywhere]">
            {t.rich('claim.hello', {
              name: info.data.first_name,
              addedBy: info.data.added_by ?? t('claim.aRecruiter'),
              email: info.data.email,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          {status === 'open' && info.data.likely_duplicates.length ? (
            <LikelyDuplicates duplicates={info.data.likely_duplicates} />
          ) : null}
          {status === 'objected' ? (
            <p role="status" className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
              {t('claim.hidden')}
            </p>
          ) : null}
          {status === 'claimed' ? (
            <div role="status" className="space-y-4">
              <p className="text-slate-800">{t('claim.claimed')}</p>
              <ButtonLink to={signInHref('candidate')}>{t('common.signIn')}</ButtonLink>
            </div>
          ) : (
            <FormProvider {...form}>
              <form onSubmit={onSubmit} noValidate className="grid gap-5">
                <NewPasswordFields label={t('claim.choosePassword')} />
                <Button type="submit" size="lg" isPending={form.formState.isSubmitting} className="w-full">
                  {t('claim.submit')}
                </Button>
              </form>
            </FormProvider>
          )}
          {status !== 'objected' ? (
            <Button variant="ghost" onClick={() => setAsking(true)}>
              {t('claim.object')}
            </Button>
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={asking && info.data != null && status !== 'objected'}
        title={t('claim.confirmTitle')}
        confirmLabel={t('claim.object')}
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
        {t('claim.confirmText')}
      </ConfirmDialog>
    </AuthPanel>
  );
}

/**
 * Other accounts that are likely the claimer's own: each as a masked e-mail and why, so they sign in
 * there instead of keeping two profiles (nothing else of those accounts is shown).
 */
const REASON = {
  email: 'claim.reason.email',
  phone: 'claim.reason.phone',
  name_and_birth_date: 'claim.reason.name_and_birth_date',
} as const satisfies Record<MatchReason, string>;

function LikelyDuplicates({ duplicates }: { duplicates: ClaimInfo['likely_duplicates'] }) {
  const t = useT();
  return (
    <section
      aria-labelledby="claim-duplicates-title"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id="claim-duplicates-title" className="font-semibold">
        {t('claim.duplicates')}
      </h2>
      <ul className="space-y-1">
        {duplicates.map((d) => (
          <li key={d.masked_email} className="[overflow-wrap:anywhere]">
            <strong>{d.masked_email}</strong> (
            {d.matched_on.map((r) => t(REASON[r])).join(t('claim.reasonSeparator'))})
          </li>
        ))}
      </ul>
      <p>{t('claim.duplicateText')}</p>
      <ButtonLink to={signInHref('candidate')} variant="secondary">
        {t('claim.signInInstead')}
      </ButtonLink>
    </section>
  );
}
