import { BellOff } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useT } from '@/features/job-alerts/i18n';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * /unauth/job-alert/unsubscribe?token=: the digest's visible link. It unsubscribes on load (no
 * sign-in: the token is the proof); calling it twice is harmless, as a mail client may have already.
 */
export function UnsubscribePage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, isError, isSuccess, data } = useUnsubscribe();
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  const manage = (
    <ButtonLink to={paths.candidate.jobAlert.href()} variant="secondary" className="mt-6">
      {t('unsub.manage')}
    </ButtonLink>
  );
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center">
      <BellOff aria-hidden className="size-10 text-primary-700" />
      {!token || isError ? (
        <>
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t('unsub.invalid')}</h1>
          <p className="mt-2 text-slate-600">{t('unsub.invalidText')}</p>
          {manage}
        </>
      ) : isSuccess ? (
        <>
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t('unsub.done')}</h1>
          {data.data.name ? (
            <p className="mt-2 text-slate-600">{t('unsub.off', { name: data.data.name })}</p>
          ) : null}
          <p className="mt-2 text-slate-600">{t('unsub.changed')}</p>
          {manage}
        </>
      ) : (
        <Loading />
      )}
    </section>
  );
}
