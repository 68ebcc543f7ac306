import { MailCheck, MailX } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useSubscriptionLink } from '../api';
import { useT } from '../i18n';

const TEXT = {
  confirm: {
    done: 'confirm.done',
    body: 'confirm.body',
    failed: 'confirm.failed',
    failedBody: 'confirm.failedBody',
  },
  unsubscribe: {
    done: 'unsubscribe.done',
    body: 'unsubscribe.body',
    failed: 'unsubscribe.failed',
    failedBody: 'unsubscribe.failedBody',
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
  const t = useT();
  const Icon = kind === 'confirm' ? MailCheck : MailX;
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center">
      <Icon aria-hidden className="size-10 text-primary-700" />
      {!token || isError ? (
        <>
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t(text.failed)}</h1>
          <p className="mt-2 text-slate-600">{t(text.failedBody)}</p>
        </>
      ) : isSuccess ? (
        <>
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t(text.done)}</h1>
          {data.data.email ? <p className="mt-2 text-slate-600">{data.data.email}</p> : null}
          <p className="mt-2 text-slate-600">{t(text.body)}</p>
        </>
      ) : (
        <Loading />
      )}
      <ButtonLink to={paths.unauth.news.href()} variant="secondary" className="mt-6">
        {t('link.news')}
      </ButtonLink>
    </section>
  );
}

export const ConfirmSubscriptionPage = () => <SubscriptionLinkPage kind="confirm" />;
export const UnsubscribeSubscriptionPage = () => <SubscriptionLinkPage kind="unsubscribe" />;
