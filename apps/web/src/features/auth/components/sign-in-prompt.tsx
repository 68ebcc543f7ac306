import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { signInHref } from '@/config/paths';
import { useT } from '@/features/auth/i18n';
import { withReturnTo } from '@/lib/return-to';
import { type SignInKind, signInKindFor } from '@/lib/signed-out';

const COPY = {
  candidate: { who: 'prompt.who.candidate', action: 'prompt.action.candidate' },
  employer: { who: 'prompt.who.employer', action: 'prompt.action.employer' },
  admin: { who: 'prompt.who.admin', action: 'prompt.action.admin' },
} as const satisfies Record<SignInKind, { who: string; action: string }>;

/** The other sign-ins that may open the page too: consultancies and staff work /management as well. */
const ALSO: Record<
  SignInKind,
  { kind: 'consultancy' | 'admin'; label: 'prompt.consultancy' | 'prompt.action.admin' }[]
> = {
  candidate: [],
  employer: [
    { kind: 'consultancy', label: 'prompt.consultancy' },
    { kind: 'admin', label: 'prompt.action.admin' },
  ],
  admin: [],
};

/**
 * On home, when a signed-out visitor was sent there from a signed-in page (a mailed link, an ended
 * session): says why, and offers the sign-in for that page's kind of account, which leads back to it.
 */
export function SignInPrompt({ next }: { next: string }) {
  const t = useT();
  const kind = signInKindFor(next);
  const { who, action } = COPY[kind];
  return (
    <section aria-labelledby="sign-in-prompt-title" className="mx-auto my-6 max-w-7xl px-4 sm:px-6">
      <div className="flex flex-col gap-4 rounded-xl border border-primary-200 bg-primary-50 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 id="sign-in-prompt-title" className="font-semibold text-slate-900">
            {t('prompt.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t(who)}</p>
          {ALSO[kind].length > 0 ? (
            <p className="mt-2 text-sm text-slate-700">
              {t('prompt.notEmployer')}{' '}
              {ALSO[kind].map((other, i) => (
                <span key={other.kind}>
                  {i > 0 ? t('links.separator') : null}
                  <Link
                    to={withReturnTo(signInHref(other.kind), { next })}
                    className="font-semibold text-primary-800 hover:underline"
                  >
                    {t(other.label)}
                  </Link>
                </span>
              ))}
            </p>
          ) : null}
        </div>
        <ButtonLink
          to={withReturnTo(signInHref(kind), { next })}
          className="shrink-0 self-start sm:self-center"
        >
          {t(action)}
        </ButtonLink>
      </div>
    </section>
  );
}
