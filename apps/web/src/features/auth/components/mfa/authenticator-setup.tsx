import { type MfaSetup, totpCodeField } from '@portal/contract/mfa';
import { useT } from '@/features/auth/i18n';
import { CodeForm } from './code-form';

/** The key grouped in fours, as authenticator apps show and people type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Scan (or type) the key, then prove the app works with its first code. */
export function AuthenticatorSetup({
  setup,
  onConfirm,
}: {
  setup: MfaSetup;
  onConfirm: (code: string) => Promise<unknown>;
}) {
  const t = useT();
  return (
    <div className="mt-4 flex flex-col gap-5">
      <ol className="list-decimal space-y-1 ps-5 text-sm text-slate-700">
        <li>{t('setup.step1')}</li>
        <li>{t('setup.step2')}</li>
        <li>{t('setup.step3')}</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <img
          src={setup.qr_data_url}
          alt={t('setup.qr')}
          width={176}
          height={176}
          className="size-44 rounded-lg border border-slate-200 bg-white p-1"
        />
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-800">{t('setup.key')}</p>
          <p
            className="mt-1 break-words font-mono text-base tracking-wider text-slate-900"
            data-testid="mfa-key"
          >
            {grouped(setup.secret)}
          </p>
          <p className="mt-1 text-xs text-slate-600">{t('setup.keyHint')}</p>
        </div>
      </div>
      <CodeForm
        schema={totpCodeField}
        label={t('setup.code')}
        submitLabel={t('setup.turnOn')}
        onSubmit={onConfirm}
      />
    </div>
  );
}
