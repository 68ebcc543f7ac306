import { MailMinus } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useUnsubscribeRecruiterMail } from '../api/respond';

/**
 * /unauth/email-unsubscribe?token=: the visible link of recruiter mail. It unsubscribes on load (the
 * token is the proof); twice is harmless, as the mail client may have done it already (RFC 8058).
 */
export function EmailUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, isError, isSuccess, data } = useUnsubscribeRecruiterMail();
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center">
      <MailMinus aria-hidden className="size-10 text-primary-700" />
      {!token || isError ? (
        <>
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">This link does not work</h1>
          <p className="mt-2 text-slate-600">The unsubscribe link is incomplete or not valid.</p>
        </>
      ) : isSuccess ? (
        <>
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">
            You will no longer receive recruiter e-mail
          </h1>
          <p className="mt-2 text-slate-600">
            Recruiters on Logistics Jobs can no longer e-mail {data.email}. Your applications and job alerts
            are not affected.
          </p>
        </>
      ) : (
        <Loading />
      )}
      <ButtonLink to={paths.unauth.searchJob.href()} variant="secondary" className="mt-6">
        Search jobs
      </ButtonLink>
    </section>
  );
}
