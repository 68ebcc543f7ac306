import { MailMinus } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useUnsubscribeRecruiterMail } from '../api/respond';
import { useT } from '../i18n';

/**
 * /unauth/email-unsubscribe?token=: the visible link of recruiter mail. It unsubscribes on load (the
 * token is the proof); twice is harmless, as the mail client may have done it already (RFC 8058).
 */
export function EmailUnsubscribePage() {
  const t = useT();
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
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t('unsub.broken')}</h1>
          <p className="mt-2 text-slate-600">{t('unsub.brokenText')}</p>
        </>
      ) : isSuccess ? (
        <>
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t('unsub.done')}</h1>
          <p className="mt-2 text-slate-600">{t('unsub.doneText', { email: data.email })}</p>
        </>
      ) : (
        <Loading />
      )}
      <ButtonLink to={paths.unauth.searchJob.href()} variant="secondary" className="mt-6">
        {t('unsub.search')}
      </ButtonLink>
    </section>
  );
}
