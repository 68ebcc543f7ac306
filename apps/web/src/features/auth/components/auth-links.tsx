import { Link } from 'react-router';
import { signInHref, signUpHref } from '@/config/paths';
import type { AuthKind } from '../kinds';

const link = 'font-semibold text-primary-800 hover:underline';

/** Under each form: the matching sign-up/sign-in and the other account types. */
export function AuthLinks({ kind, mode }: { kind: AuthKind; mode: 'sign-in' | 'sign-up' }) {
  const others = (['candidate', 'employer', 'consultancy'] as const).filter((k) => k !== kind);
  return (
    <div className="mt-8 space-y-3 border-t border-slate-200 pt-6 text-sm text-slate-700">
      {kind !== 'admin' ? (
        mode === 'sign-in' ? (
          <p>
            New here?{' '}
            <Link to={signUpHref(kind)} className={link}>
              Create an account
            </Link>
          </p>
        ) : (
          <p>
            Already registered?{' '}
            <Link to={signInHref(kind)} className={link}>
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
