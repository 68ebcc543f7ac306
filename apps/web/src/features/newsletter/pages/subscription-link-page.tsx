import { MailCheck, MailX } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useSubscriptionLink } from '../api';

const TEXT = {
  confirm: {
    done: 'Your subscription is confirmed',
    body: 'The weekly job news comes every Monday: the new logistics jobs and the week’s news.',
    failed: 'This confirmation link does not work',
    failedBody:
      'It is incomplete, or it has expired (links work for 7 days). Subscribe again from the footer of any page.',
  },
  unsubscribe: {
    done: 'You will no longer receive the weekly job news',
    body: 'Changed your mind? Subscribe again from the footer of any page.',
    failed: 'This unsubscribe link does not work',
    failedBody: 'The link is incomplete or not valid. Use the link in the newest mail you received.',
  },
} as const;

/**
 * /unauth/subscription/confirm?token= and /unauth/subscription/unsubscribe?token=: the mailed
 * links. They act on load (the token is the proof); acting twice is harmless.
 */
export function SubscriptionLinkPage({ kind }: { kind: 'confirm' | 'unsubscribe' }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, isError, isSuccess, data } = useSubscriptionLink(kind);
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  const text = TEXT[kind];
  const Icon = kind === 'confirm' ? MailCheck : MailX;
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center">
      <Icon aria-hidden className="size-10 text-primary-700" />
      {!token || isError ? (
        <>
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">{text.failed}</h1>
          <p className="mt-2 text-slate-600">{text.failedBody}</p>
        </>
      ) : isSuccess ? (
        <>
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">{text.done}</h1>
          {data.data.email ? <p className="mt-2 text-slate-600">{data.data.email}</p> : null}
          <p className="mt-2 text-slate-600">{text.body}</p>
        </>
      ) : (
        <Loading />
      )}
      <ButtonLink to={paths.unauth.news.href()} variant="secondary" className="mt-6">
        Read the logistics news
      </ButtonLink>
    </section>
  );
}

export const ConfirmSubscriptionPage = () => <SubscriptionLinkPage kind="confirm" />;
export const UnsubscribeSubscriptionPage = () => <SubscriptionLinkPage kind="unsubscribe" />;
