import { LOCALE_COOKIE, LOCALE_NAMES, type Locale, localisedPath } from '@portal/contract/locale';
import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import { useLocale } from '@/lib/intl/locale-context';
import { useT } from '../i18n';

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Remembers the choice for the next visit (the server sends an English address to it). */
function remember(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, set once on a click
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
}

/**
 * The other language's link: the same page in it, loaded anew (the whole page changes language and
 * direction). Shown in the header and the footer.
 */
/** The short label a narrow header shows; each is inside its language's name (label in name). */
const SHORT: Record<Locale, string> = { en: 'EN', ar: 'ع' };

export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  return (
    <a
      href={localisedPath(other, `${pathname}${search}${hash}`)}
      hrefLang={other}
      lang={other}
      onClick={() => remember(other)}
      title={t('language.switch', { language: LOCALE_NAMES[other] })}
      aria-label={compact ? LOCALE_NAMES[other] : undefined}
      className={className}
    >
      <Languages aria-hidden className="size-4" />
      {compact ? SHORT[other] : LOCALE_NAMES[other]}
    </a>
  );
}
