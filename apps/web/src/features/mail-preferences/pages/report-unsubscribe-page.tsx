import { MailX } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { useT } from '@/features/mail-preferences/i18n';
import { useUnsubscribeReport } from '../api/unsubscribe-report';

/**
 * /unauth/reports/unsubscribe?token=: the weekly report mail's visible "stop" link. It turns the mail
 * off on load, without signing in; twice is harmless (the one-click header may already have done it).
 */
export function ReportUnsubscribePage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, isError, isSuccess } = useUnsubscribeReport();
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  return (
    <section className="mx-auto flex w-full min-w-0 max-w-xl flex-col items-center px-4 py-16 text-center">
      <MailX aria-hidden className="size-10 text-primary-700" />
      {!token || isError ? (
        <>
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t('unsub.invalid')}</h1>
          <p className="mt-2 text-slate-600">{t('report.invalidText')}</p>
        </>
      ) : isSuccess ? (
        <>
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t('report.done')}</h1>
          <p className="mt-2 text-slate-600">{t('report.changed')}</p>
        </>
      ) : (
        <Loading />
      )}
    </section>
  );
}
