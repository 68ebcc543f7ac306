import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { signInHref } from '@/config/paths';
import { withReturnTo } from '@/lib/return-to';
import { type SignInKind, signInKindFor } from '@/lib/signed-out';

const COPY: Record<SignInKind, { who: string; action: string }> = {
  candidate: { who: 'candidates', action: 'Sign in as a candidate' },
  employer: { who: 'employers', action: 'Sign in as an employer' },
  admin: { who: "the portal's staff", action: 'Staff sign in' },
};

/** The other sign-ins that may open the page too: consultancies and staff work /management as well. */
const ALSO: Record<SignInKind, { kind: 'consultancy' | 'admin'; label: string }[]> = {
  candidate: [],
  employer: [
    { kind: 'consultancy', label: 'Consultancy sign in' },
    { kind: 'admin', label: 'Staff sign in' },
  ],
  admin: [],
};

/**
 * On home, when a signed-out visitor was sent there from a signed-in page (a mailed link, an ended
 * session): says why, and offers the sign-in for that page's kind of account, which leads back to it.
 */
export function SignInPrompt({ next }: { next: string }) {
  const kind = signInKindFor(next);
  const { who, action } = COPY[kind];
  return (
    <section aria-labelledby="sign-in-prompt-title" className="mx-auto my-6 max-w-7xl px-4 sm:px-6">
      <div className="flex flex-col gap-4 rounded-xl border border-primary-200 bg-primary-50 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 id="sign-in-prompt-title" className="font-semibold text-slate-900">
            Sign in to open that page
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            The page you opened is for {who}, and you are not signed in here (or your session has ended). Sign
            in and we will take you straight to it.
          </p>
          {ALSO[kind].length > 0 ? (
            <p className="mt-2 text-sm text-slate-700">
              Not an employer?{' '}
              {ALSO[kind].map((other, i) => (
                <span key={other.kind}>
                  {i > 0 ? ' · ' : null}
                  <Link
                    to={withReturnTo(signInHref(other.kind), { next })}
                    className="font-semibold text-primary-800 hover:underline"
                  >
                    {other.label}
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
          {action}
        </ButtonLink>
      </div>
    </section>
  );
}
