import type { MfaSetup } from '@portal/contract/mfa';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { AccountSection } from '@/components/ui/account-section';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import {
  disableMfa,
  enableMfa,
  newRecoveryCodes,
  startMfaSetup,
  useMfaStatus,
} from '@/features/auth/api/mfa';
import { AuthenticatorSetup } from '@/features/auth/components/mfa/authenticator-setup';
import { NewCodesDialog, TurnOffDialog } from '@/features/auth/components/mfa/password-dialogs';
import { RecoveryCodesList } from '@/features/auth/components/mfa/recovery-codes-list';
import { useT } from '@/features/auth/i18n';
import { queryKeys } from '@/lib/query-keys';
import { errorToast, successToast } from '@/lib/toasts';

type Step = { kind: 'idle' } | { kind: 'setup'; setup: MfaSetup } | { kind: 'codes'; codes: string[] };

/** Two-step sign-in: set up with an authenticator app, recovery codes, turn off (if the role may). */
export function TwoStepSignIn({ framed = true }: { framed?: boolean }) {
  const t = useT();
  const status = useMfaStatus();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [dialog, setDialog] = useState<'off' | 'codes' | null>(null);
  const [starting, setStarting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.session.mfa() });

  const start = async () => {
    setStarting(true);
    try {
      setStep({ kind: 'setup', setup: await startMfaSetup() });
    } catch (error) {
      errorToast(error);
    } finally {
      setStarting(false);
    }
  };

  const s = status.data;
  return (
    <AccountSection title={t('twoStep.title')} description={t('twoStep.description')} framed={framed}>
      {status.isPending ? <Loading className="mt-4 flex items-center gap-2 text-sm text-slate-600" /> : null}
      {s && step.kind === 'idle' && !s.enabled ? (
        <div className="mt-4 flex flex-col items-start gap-2">
          {s.required ? <p className="text-sm text-slate-700">{t('twoStep.required')}</p> : null}
          <Button variant="secondary" isPending={starting} onClick={start}>
            {t('twoStep.setUp')}
          </Button>
        </div>
      ) : null}
      {step.kind === 'setup' ? (
        <AuthenticatorSetup
          setup={step.setup}
          onConfirm={async (code) => {
            const res = await enableMfa(code);
            successToast({ data: res });
            setStep({ kind: 'codes', codes: res.data.recovery_codes });
          }}
        />
      ) : null}
      {step.kind === 'codes' ? (
        <RecoveryCodesList
          codes={step.codes}
          onDone={() => {
            setStep({ kind: 'idle' });
            void refresh();
          }}
        />
      ) : null}
      {s && step.kind === 'idle' && s.enabled ? (
        <div className="mt-4 flex flex-col gap-3">
          <p className="flex items-center gap-2 text-sm font-medium text-green-800">
            <ShieldCheck aria-hidden className="size-5" /> {t('twoStep.on')}
            {s.required ? (
              <span className="font-normal text-slate-700">{t('twoStep.requiredRole')}</span>
            ) : null}
          </p>
          <p className={s.recovery_codes_left <= 3 ? 'text-sm text-amber-800' : 'text-sm text-slate-700'}>
            {t('twoStep.left', { count: s.recovery_codes_left })}
            {s.recovery_codes_left <= 3 ? t('twoStep.runningOut') : ''}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setDialog('codes')}>
              {t('twoStep.newCodes')}
            </Button>
            {s.required ? null : (
              <Button variant="danger-outline" size="sm" onClick={() => setDialog('off')}>
                {t('off.submit')}
              </Button>
            )}
          </div>
        </div>
      ) : null}
      <TurnOffDialog
        open={dialog === 'off'}
        onClose={() => setDialog(null)}
        onSubmit={async (values) => {
          successToast({ data: await disableMfa(values) });
          setDialog(null);
          await refresh();
        }}
      />
      <NewCodesDialog
        open={dialog === 'codes'}
        onClose={() => setDialog(null)}
        onSubmit={async ({ password }) => {
          const res = await newRecoveryCodes(password);
          setDialog(null);
          setStep({ kind: 'codes', codes: res.data.recovery_codes });
        }}
      />
    </AccountSection>
  );
}
