import { Link, useLocation } from 'react-router';
import { signInHref, signUpHref } from '@/config/paths';
import { useT } from '@/features/auth/i18n';
import { readReturnTo, withReturnTo } from '@/lib/return-to';
import type { AuthKind } from '../kinds';

const link = 'font-semibold text-primary-800 hover:underline';

const SIGN_IN = {
  candidate: 'links.signIn.candidate',
  employer: 'links.signIn.employer',
  consultancy: 'links.signIn.consultancy',
} as const;
const SIGN_UP = {
  candidate: 'links.signUp.candidate',
  employer: 'links.signUp.employer',
  consultancy: 'links.signUp.consultancy',
} as const;

/** Under each form: the matching sign-up/sign-in and the other account types. */
export function AuthLinks({ kind, mode }: { kind: AuthKind; mode: 'sign-in' | 'sign-up' }) {
  const t = useT();
  const others = (['candidate', 'employer', 'consultancy'] as const).filter((k) => k !== kind);
  // A candidate's way back to a job or search follows them between sign-in and sign-up.
  const { search } = useLocation();
  const back = kind === 'candidate' ? readReturnTo(new URLSearchParams(search)) : undefined;
  return (
    <div className="mt-8 space-y-3 border-t border-slate-200 pt-6 text-sm text-slate-700">
      {kind !== 'admin' ? (
        mode === 'sign-in' ? (
          <p>
            {t.rich('links.newHere', {
              link: (chunks) => (
                <Link to={withReturnTo(signUpHref(kind), back)} className={link}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        ) : (
          <p>
            {t.rich('links.registered', {
              link: (chunks) => (
                <Link to={withReturnTo(signInHref(kind), back)} className={link}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )
      ) : null}
      <p>
        {others.map((other, i) => (
          <span key={other}>
            {i > 0 ? t('links.separator') : null}
            <Link to={mode === 'sign-in' ? signInHref(other) : signUpHref(other)} className={link}>
              {mode === 'sign-in' ? t(SIGN_IN[other]) : t(SIGN_UP[other])}
            </Link>
          </span>
        ))}
      </p>
    </div>
  );
}
