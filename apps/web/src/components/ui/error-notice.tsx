import { TriangleExclamationPoint } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '../i18n';

/**
 * The error page's card (spec section 2, Error page): Oops, an unexpected-error message, the error
 * text and a way home. The router's error page wraps it; a page that learns from the API that its
 * object does not exist (404) shows it in place.
 */
export function ErrorNotice({ text }: { text: string }) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-amber-50 text-amber-700">
        <TriangleExclamationPoint aria-hidden className="size-7" />
      </span>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('error.oops')}</h1>
      <p className="mt-2 text-slate-700">{t('error.unexpected')}</p>
      <p className="mt-4 rounded-lg bg-slate-100 px-4 py-3 font-mono text-sm text-slate-800">
        <i className="rtl:not-italic">{text === NOT_FOUND_TEXT ? t('error.notFound') : text}</i>
      </p>
      <Link
        to={paths.home.href()}
        className="mt-6 inline-flex h-11 items-center justify-center rounded-full bg-primary-700 px-6 text-sm font-semibold text-white hover:bg-primary-800"
      >
        {t('error.home')}
      </Link>
    </div>
  );
}

export const NOT_FOUND_TEXT = '404 - Page Not Found';

/** The error card inside a page's area (the header and footer stay). */
export function NotFoundContent() {
  return (
    <div className="px-4 py-16">
      <ErrorNotice text={NOT_FOUND_TEXT} />
    </div>
  );
}
