import { BellOff } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * /unauth/job-alert/unsubscribe?token=: the digest's visible link. It unsubscribes on load (no
 * sign-in: the token is the proof); calling it twice is harmless, as a mail client may have already.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, isError, isSuccess, data } = useUnsubscribe();
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  const manage = (
    <ButtonLink to={paths.candidate.jobAlert.href()} variant="secondary" className="mt-6">
      Manage my alerts
    </ButtonLink>
  );
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center">
      <BellOff aria-hidden className="size-10 text-primary-700" />
      {!token || isError ? (
        <>
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">This link does not work</h1>
          <p className="mt-2 text-slate-600">
            The unsubscribe link is incomplete or not valid. Sign in to pause or delete your alerts.
          </p>
          {manage}
        </>
      ) : isSuccess ? (
        <>
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">
            You will no longer receive this alert
          </h1>
          {data.data.name ? <p className="mt-2 text-slate-600">“{data.data.name}” is switched off.</p> : null}
          <p className="mt-2 text-slate-600">Changed your mind? Turn it back on from your alerts.</p>
          {manage}
        </>
      ) : (
        <Loading />
      )}
    </section>
  );
}
