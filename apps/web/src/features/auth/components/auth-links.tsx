import { Link, useLocation } from 'react-router';
import { signInHref, signUpHref } from '@/config/paths';
import { readReturnTo, withReturnTo } from '@/lib/return-to';
import type { AuthKind } from '../kinds';

const link = 'font-semibold text-primary-800 hover:underline';

/** Under each form: the matching sign-up/sign-in and the other account types. */
export function AuthLinks({ kind, mode }: { kind: AuthKind; mode: 'sign-in' | 'sign-up' }) {
  const others = (['candidate', 'employer', 'consultancy'] as const).filter((k) => k !== kind);
  // A candidate's way back to a job or search follows them between sign-in and sign-up.
  const { search } = useLocation();
  const back = kind === 'candidate' ? readReturnTo(new URLSearchParams(search)) : undefined;
  return (
    <div className="mt-8 space-y-3 border-t border-slate-200 pt-6 text-sm text-slate-700">
      {kind !== 'admin' ? (
        mode === 'sign-in' ? (
          <p>
            New here?{' '}
            <Link to={withReturnTo(signUpHref(kind), back)} className={link}>
              Create an account
            </Link>
          </p>
        ) : (
          <p>
            Already registered?{' '}
            <Link to={withReturnTo(signInHref(kind), back)} className={link}>
              Sign in
            </Link>
          </p>
        )
      ) : null}
      <p>
        {others.map((other, i) => (
          <span key={other}>
            {i > 0 ? ' · ' : null}
            <Link to={mode === 'sign-in' ? signInHref(other) : signUpHref(other)} className={link}>
              {`${other[0]?.toUpperCase()}${other.slice(1)} ${mode === 'sign-in' ? 'sign in' : 'sign up'}`}
            </Link>
          </span>
        ))}
      </p>
    </div>
  );
}
