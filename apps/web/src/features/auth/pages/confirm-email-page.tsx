import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/features/auth/i18n';
import { useStartSession } from '@/lib/auth';
import { readReturnTo, returnNavigation } from '@/lib/return-to';
import { clearErrorToasts, successToast } from '@/lib/toasts';
import { useConfirmEmail } from '../api/register-candidate';
import { AuthPanel } from '../components/auth-panel';

/**
 * The page of the link mailed at sign-up. Confirming takes a click rather than happening on load,
 * so a mail scanner that opens links does not spend the single-use token.
 */
export function ConfirmEmailPage() {
  const t = useT();
  const search = new URLSearchParams(useLocation().search);
  const token = search.get('token') ?? '';
  const back = readReturnTo(search);
  const confirm = useConfirmEmail();
  const startSession = useStartSession();
  const navigate = useNavigate();

  const onConfirm = async () => {
    try {
      const res = await confirm.mutateAsync(token);
      await startSession(res.data);
      clearErrorToasts();
      successToast(res);
      // Back to the job or search they came from; otherwise into the profile wizard.
      // navigate() rejects only for another origin; `back` passed safeNext, and home is a path of ours.
      if (back) void navigate(...returnNavigation(back));
      else void navigate(paths.candidate.personalCreate.href(), { replace: true });
    } catch {
      // The failure is shown below from the mutation's state.
    }
  };

  const failed = confirm.isError || !token;
  return (
    <AuthPanel kind="candidate" title={t('confirm.title')} subtitle={t('confirm.subtitle')}>
      {failed ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
          <p className="font-semibold">{t('confirm.invalid')}</p>
          <p className="mt-2">{t('confirm.invalidText')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink to={paths.auth.candidateSignIn.href()}>{t('common.signIn')}</ButtonLink>
            <ButtonLink to={paths.auth.candidateSignUp.href()} variant="secondary">
              {t('confirm.signUpAgain')}
            </ButtonLink>
          </div>
        </div>
      ) : (
        <Button type="button" size="lg" className="w-full" isPending={confirm.isPending} onClick={onConfirm}>
          {confirm.isPending ? t('confirm.pending') : t('confirm.submit')}
        </Button>
      )}
    </AuthPanel>
  );
}
