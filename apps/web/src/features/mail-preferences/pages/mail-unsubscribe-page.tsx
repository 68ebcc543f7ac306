import { MAIL_CATEGORIES, MAIL_CATEGORY_LABEL, type MailCategory } from '@portal/contract/mail-preferences';
import { MailX } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useUnsubscribeMail } from '../api/unsubscribe-mail';

const isCategory = (value: string | null): value is MailCategory =>
  (MAIL_CATEGORIES as readonly string[]).includes(value ?? '');

/**
 * /unauth/mail/unsubscribe?category=&token=: the visible "stop these mails" link of a candidate's
 * mail. It turns that kind off on load, without signing in; twice is harmless (a mail client may
 * already have done it with the one-click header).
 */
export function MailUnsubscribePage() {
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
      Choose which mails I get
    </ButtonLink>
  );
  return (
    <section className="mx-auto flex w-full min-w-0 max-w-xl flex-col items-center px-4 py-16 text-center">
      <MailX aria-hidden className="size-10 text-primary-700" />
      {!valid || isError ? (
        <>
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">This link does not work</h1>
          <p className="mt-2 text-slate-600">
            The unsubscribe link is incomplete or not valid. Sign in to choose which mails you get in your
            account.
          </p>
          {manage}
        </>
      ) : isSuccess && isCategory(category) ? (
        <>
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">
            You will no longer receive {MAIL_CATEGORY_LABEL[category].title.toLowerCase()}
          </h1>
          <p className="mt-2 text-slate-600">
            Changed your mind? Turn them back on in your account. Essential mails, such as password resets and
            the receipts of your applications, are still sent.
          </p>
          {manage}
        </>
      ) : (
        <Loading />
      )}
    </section>
  );
}
