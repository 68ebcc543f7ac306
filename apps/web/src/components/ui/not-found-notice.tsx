import { Link } from 'react-router';
import { useT } from '../i18n';

/** For a route that matched but whose parameter is unknown (e.g. /auth/unknown/sign-in). */
export function NotFoundNotice() {
  const t = useT();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t('error.oops')}</h1>
      <p className="mt-3 text-slate-700">{t('error.notFoundShort')}</p>
      <Link to="/" className="mt-6 inline-block font-semibold text-primary-800 hover:underline">
        {t('error.home')}
      </Link>
    </section>
  );
}
