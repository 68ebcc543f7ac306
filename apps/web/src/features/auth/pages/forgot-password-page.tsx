import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { signInHref } from '@/config/paths';
import { useT } from '@/features/auth/i18n';
import { useAppStore } from '@/lib/store';
import { AuthPanel } from '../components/auth-panel';
import { RequestCodeForm } from '../components/request-code-form';
import { ResetPasswordForm } from '../components/reset-password-form';
import type { AuthKind } from '../kinds';

const KINDS: readonly AuthKind[] = ['candidate', 'employer', 'consultancy', 'admin'];

/** Two steps: e-mail, then code + new password. The address waits in the store's resetEmail. */
export function ForgotPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const from = KINDS.find((k) => k === params.get('from')) ?? 'candidate';
  const resetEmail = useAppStore((s) => s.resetEmail);
  const setResetEmail = useAppStore((s) => s.setResetEmail);
  const [justSent, setJustSent] = useState(false);
  // The reset mail's link opens the code step: `step=code`, without the address.
  const [haveCode, setHaveCode] = useState(params.get('step') === 'code');
  const [done, setDone] = useState<string | null>(null);

  if (done) {
    return (
      <AuthPanel kind={from} title={t('forgot.done')}>
        <div className="flex flex-col items-start gap-4">
          <CircleCheck aria-hidden className="size-10 text-emerald-600" />
          <p role="status" className="text-slate-800">
            {done}
          </p>
          <ButtonLink to={signInHref(from)}>{t('forgot.back')}</ButtonLink>
        </div>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel
      kind={from}
      title={t('forgot.title')}
      subtitle={resetEmail ? t('forgot.enterCode') : haveCode ? t('forgot.haveCode') : t('forgot.request')}
    >
      {resetEmail ? (
        <ResetPasswordForm
          email={resetEmail}
          justSent={justSent}
          onDone={(message) => {
            setResetEmail('');
            setDone(message);
          }}
          onChangeEmail={() => {
            setJustSent(false);
            setResetEmail('');
          }}
        />
      ) : (
        <RequestCodeForm
          defaultEmail=""
          onSent={(email) => {
            setJustSent(true);
            setResetEmail(email);
          }}
          haveCode={haveCode}
          onHaveCode={(email) => {
            setJustSent(false);
            setResetEmail(email);
          }}
          onToggleHaveCode={() => setHaveCode((v) => !v)}
        />
      )}
    </AuthPanel>
  );
}
