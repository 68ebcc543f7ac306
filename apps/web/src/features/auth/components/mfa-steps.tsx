import type { LoginResponse } from '@portal/contract/auth';
import { type MfaChallenge, type MfaSetup, mfaCodeField } from '@portal/contract/mfa';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { finishEnrolment, startEnrolment, verifyMfa } from '@/features/auth/api/mfa';
import { AuthenticatorSetup } from '@/features/auth/components/mfa/authenticator-setup';
import { CodeForm } from '@/features/auth/components/mfa/code-form';
import { RecoveryCodesList } from '@/features/auth/components/mfa/recovery-codes-list';
import { useT } from '@/features/auth/i18n';
import { errorToast } from '@/lib/toasts';

type StepProps = {
  challenge: MfaChallenge;
  onSession: (login: LoginResponse) => Promise<void>;
  onRestart: () => void;
};

function StartAgain({ onRestart }: { onRestart: () => void }) {
  const t = useT();
  return (
    <Button variant="ghost" size="sm" className="self-start" onClick={onRestart}>
      {t('mfa.anotherAccount')}
    </Button>
  );
}

/** The password was right; a code from the app (or a recovery code) finishes the sign-in. */
export function MfaVerifyStep({ challenge, onSession, onRestart }: StepProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t('mfa.verifyText')}</p>
      <CodeForm
        schema={mfaCodeField}
        label={t('mfa.code')}
        submitLabel={t('mfa.verify')}
        onSubmit={async (code) => onSession(await verifyMfa({ mfa_token: challenge.mfa_token, code }))}
      />
      <StartAgain onRestart={onRestart} />
    </div>
  );
}

/** A role that requires two steps and has none yet: set up the app, keep the codes, then in. */
export function MfaEnrolStep({ challenge, onSession, onRestart }: StepProps) {
  const t = useT();
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [done, setDone] = useState<{ codes: string[]; session: LoginResponse } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    startEnrolment(challenge.mfa_token).then(
      (s) => live && setSetup(s),
      (error: unknown) => {
        if (!live) return;
        setFailed(true);
        errorToast(error);
      },
    );
    return () => {
      live = false;
    };
  }, [challenge.mfa_token]);

  if (done) {
    return <RecoveryCodesList codes={done.codes} onDone={() => void onSession(done.session)} />;
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">{t('mfa.enrolText')}</p>
      {setup ? (
        <AuthenticatorSetup
          setup={setup}
          onConfirm={async (code) => {
            const res = await finishEnrolment(challenge.mfa_token, code);
            setDone({ codes: res.recovery_codes, session: res.session });
          }}
        />
      ) : failed ? null : (
        <Loading className="flex items-center gap-2 py-6 text-sm text-slate-600" />
      )}
      <StartAgain onRestart={onRestart} />
    </div>
  );
}
