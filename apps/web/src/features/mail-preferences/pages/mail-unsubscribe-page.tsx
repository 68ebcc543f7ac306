import { MAIL_CATEGORIES, type MailCategory } from '@portal/contract/mail-preferences';
import { MailX } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useT } from '@/features/mail-preferences/i18n';
import { useUnsubscribeMail } from '../api/unsubscribe-mail';

const DONE = {
  application_status: 'done.application_status',
  job_alerts: 'done.job_alerts',
  weekly_news: 'done.weekly_news',
} as const satisfies Record<MailCategory, string>;

const isCategory = (value: string | null): value is MailCategory =>
  (MAIL_CATEGORIES as readonly string[]).includes(value ?? '');

/**
 * /unauth/mail/unsubscribe?category=&token=: the visible "stop these mails" link of a candidate's
 * mail. It turns that kind off on load, without signing in; twice is harmless (a mail client may
 * already have done it with the one-click header).
 */
export function MailUnsubscribePage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const category = params.get('category');
  const valid = Boolean(token) && isCategory(category);
  const { mutate, isError, isSuccess } = useUnsubscribeMail();
  useEffect(() => {
    if (token && isCategory(category)) mutate({ token, category });
  }, [token, category, mutate]);

  const manage = (
    <ButtonLink to={`${paths.candidate.profile.href()}#account`} variant="secondary" className="mt-6">
      {t('unsub.manage')}
    </ButtonLink>
  );
  return (
    <section className="mx-auto flex w-full min-w-0 max-w-xl flex-col items-center px-4 py-16 text-center">
      <MailX aria-hidden className="size-10 text-primary-700" />
      {!valid || isError ? (
        <>
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t('unsub.invalid')}</h1>
          <p className="mt-2 text-slate-600">{t('unsub.invalidText')}</p>
          {manage}
        </>
      ) : isSuccess && isCategory(category) ? (
        <>
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t(DONE[category])}</h1>
          <p className="mt-2 text-slate-600">{t('unsub.changed')}</p>
          {manage}
        </>
      ) : (
        <Loading />
      )}
    </section>
  );
}
